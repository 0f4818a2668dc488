import { GraphQLError, Kind, type ASTVisitor, type SelectionSetNode, type ValidationContext } from 'graphql';

/** Largest document accepted, in bytes of the query text. */
export const MAX_DOCUMENT_BYTES = 10 * 1024;
/** Every root field runs its own database reads; a summary page needs 7. */
export const MAX_ROOT_FIELDS = 20;
/** Our deepest real selection is 3 (ItemCounts → TypeCounts → groups → type). */
export const MAX_DEPTH = 6;

/** Refuses documents that would fan out: too many root fields (aliases count) or too deep. */
export function costLimits(context: ValidationContext): ASTVisitor {
  const fragments = new Map(
    context.getDocument().definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d.selectionSet] as const] : [])),
  );
  // Depth and field count through fragments, each fragment measured once (a chain of fragments that
  // spread each other twice must not cost 2^n); a fragment cycle counts 0 here (another rule reports it).
  const measured = new Map<string, { fields: number; depth: number }>();
  const inProgress = new Set<string>();
  const fragment = (name: string) => {
    const known = measured.get(name);
    if (known) return known;
    const set = fragments.get(name);
    if (!set || inProgress.has(name)) return { fields: 0, depth: 0 };
    inProgress.add(name);
    const m = measure(set);
    inProgress.delete(name);
    measured.set(name, m);
    return m;
  };
  const measure = (set: SelectionSetNode): { fields: number; depth: number } => {
    let fields = 0;
    let depth = 0;
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) {
        fields += 1;
        depth = Math.max(depth, 1 + (s.selectionSet ? measure(s.selectionSet).depth : 0));
      } else {
        const m = s.kind === Kind.INLINE_FRAGMENT ? measure(s.selectionSet) : fragment(s.name.value);
        fields += m.fields;
        depth = Math.max(depth, m.depth);
      }
    }
    return { fields, depth };
  };
  return {
    OperationDefinition(node) {
      const { fields, depth } = measure(node.selectionSet);
      if (fields > MAX_ROOT_FIELDS) context.reportError(new GraphQLError(`At most ${MAX_ROOT_FIELDS} root fields per operation`, { nodes: node }));
      if (depth > MAX_DEPTH) context.reportError(new GraphQLError(`Selections may nest at most ${MAX_DEPTH} levels`, { nodes: node }));
    },
  };
}
