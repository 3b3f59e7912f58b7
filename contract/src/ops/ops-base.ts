// Its own module, so a player call's module naming an /ops/ path pulls in no operator call.
/** Where the operator pages and their calls live; the session cookie is sent only here. */
export const OPS_BASE_PATH = '/ops';
