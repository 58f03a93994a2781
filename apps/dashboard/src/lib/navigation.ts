/** Lets non-React code (the HTTP client) navigate through the router without a full reload. */
type NavigateFn = (to: string, options?: { replace?: boolean }) => void;

let navigateFn: NavigateFn | null = null;

export function bindNavigate(fn: NavigateFn | null): void {
  navigateFn = fn;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigateFn) navigateFn(to, options);
  else window.location.assign(`${import.meta.env.BASE_URL.replace(/\/$/, '')}${to}`);
}

export function reloadPage(): void {
  window.location.reload();
}
