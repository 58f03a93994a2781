/** What the router keeps in `handle` for the title and the guards. */
export interface RouteHandle {
  titleKey: string;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as RouteHandle).titleKey === 'string';
}
