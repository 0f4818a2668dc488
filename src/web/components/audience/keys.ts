/** Every audience query's key starts here: a page's panels refresh together. */
export const AUDIENCE_ROOT = ['audience'] as const;
export const audienceKey = (kind: string, id: string) => [...AUDIENCE_ROOT, kind, id] as const;
