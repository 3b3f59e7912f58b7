/**
 * The address the visitor landed on, read before the router redirects or rewrites it: attribution
 * capture (after the first render) reads the landing link's parameters from here.
 */
const landed = { search: window.location.search, host: window.location.host };

export function landingAddress(): { search: string; host: string } {
  return landed;
}
