import { FEEDBACK_SCREENSHOT_MAX_BYTES, FEEDBACK_SCREENSHOT_TYPES } from '@lobby/contract';

type ScreenshotType = (typeof FEEDBACK_SCREENSHOT_TYPES)[number];

/** True when a chosen file is a screenshot the server takes (type and size, as the contract says). */
export function acceptableScreenshot(file: { type: string; size: number }): boolean {
  return (
    (FEEDBACK_SCREENSHOT_TYPES as readonly string[]).includes(file.type) &&
    file.size > 0 &&
    file.size <= FEEDBACK_SCREENSHOT_MAX_BYTES
  );
}

/** The file as the call carries it: its type and its bytes in base64. */
export async function screenshotOf(file: File): Promise<{ type: ScreenshotType; data: string }> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return { type: file.type as ScreenshotType, data: btoa(binary) };
}
