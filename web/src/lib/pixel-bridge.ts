import type { BrowserEventName } from '@lobby/contract';

/** What a pixel is told of an event: its name, the eventID the server also gets, and amounts. */
export type PixelEvent = [name: BrowserEventName, eventID: string, data: Record<string, unknown>];
type Fire = (...event: PixelEvent) => void;

/** Events held until the pixels have loaded (after the first render); a bounded few. */
const HELD_MAX = 20;
const held: PixelEvent[] = [];
let fire: Fire | undefined;

/** Hands an event to the merchant's pixels, or holds it until they have loaded. */
export function firePixels(...event: PixelEvent): void {
  if (fire) fire(...event);
  else if (held.length < HELD_MAX) held.push(event);
}

/** Called once the configured pixels have loaded: they get every event held until then. */
export function onPixelEvents(listener: Fire): void {
  fire = listener;
  for (const event of held.splice(0)) listener(...event);
}
