/**
 * Texts of the visitor passes and the entry log (issue 21), under `neighbourly.visitors.*` and
 * `resources.visitor-passes.*` / `resources.visitor-log.*`. The server's own words come from
 * messages.visitors, so the page and the API say the same thing.
 */
import { messages } from '../../../shared/messages';

export const visitorTexts = { ...messages.visitors };

export const visitorResources = {};
