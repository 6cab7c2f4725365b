/**
 * What a resident sends their visitor (issue 21): the code as a QR image the guard's camera
 * reads, and a text for WhatsApp or SMS naming the visitor, the host, the estate, the code and
 * the window in Lagos time, in the words the dashboard shows (shared/visitor-window-text.ts).
 */
import QRCode from 'qrcode';
import { VISITOR_QR_WIDTH } from '../../../shared/limits/index.js';
import { messages } from '../../../shared/messages.js';
import { visitorWindowText, type PassWindow } from '../../../shared/visitor-window-text.js';

/** The code as a PNG data URL: medium error correction survives a cracked phone screen. */
export function qrDataUrlOf(code: string): Promise<string> {
  return QRCode.toDataURL(code, {
    errorCorrectionLevel: 'M',
    margin: 1,
    width: VISITOR_QR_WIDTH,
  });
}

export interface ShareParts extends PassWindow {
  visitorName: string;
  hostName: string;
  communityName: string;
  code: string;
}

/** messages.visitors.shareText filled in; a one-time pass is valid "on" its day. */
export function shareTextOf(parts: ShareParts): string {
  const recurring = (parts.recurrence?.days.length ?? 0) > 0;
  const window = `${recurring ? '' : 'on '}${visitorWindowText(parts)}`;
  const values: Record<string, string> = {
    visitor: parts.visitorName,
    host: parts.hostName,
    community: parts.communityName,
    code: parts.code,
    window,
  };
  return messages.visitors.shareText.replace(/%\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name]! : whole,
  );
}
