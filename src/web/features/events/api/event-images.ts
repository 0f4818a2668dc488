/**
 * `/images?type=event&id=…&for=img`: an event's one image, its brochure (the server serves `img` for
 * events, images/owners.ts). The list tiles show it as their banner.
 */
export const eventBrochurePath = (id: string) => `/images?${new URLSearchParams({ type: 'event', id, for: 'img' })}`;
