/**
 * A fuzz request as `app.inject` takes it (its payload and content type), and as a failure report
 * shows it.
 */
import { multipart } from '../files-fixtures.js';
import { RawJson, describe as show, serialize } from './arbitraries.js';
import { FILES, encodeQuery, type FuzzRequest } from './request-kinds.js';

/** Form fields of a body: text as is, anything else as JSON text. */
function formFields(body: unknown): [string, string][] {
  if (body === null || typeof body !== 'object' || Array.isArray(body) || body instanceof RawJson) {
    return [['value', serialize(body)]];
  }
  const fields: [string, string][] = [];
  for (const [key, value] of Object.entries(body)) {
    if (Array.isArray(value))
      for (const item of value)
        fields.push([key, typeof item === 'string' ? item : serialize(item)]);
    else
      fields.push([
        key,
        typeof value === 'string' ? value : value === null ? '' : serialize(value),
      ]);
  }
  return fields;
}

export async function payloadOf(
  request: FuzzRequest,
): Promise<{ payload?: string | Buffer; contentType?: string }> {
  switch (request.content) {
    case 'none':
      return {};
    case 'json':
    case 'text':
    case 'odd':
      return { payload: serialize(request.body), contentType: request.contentType };
    case 'form':
      return { payload: encodeQuery(formFields(request.body)), contentType: request.contentType };
    case 'multipart': {
      const fields = Object.create(null) as Record<string, string>;
      for (const [key, value] of formFields(request.body)) fields[key] = value;
      const form = await multipart(
        fields,
        request.files.map((f) => ({
          field: f.field,
          name: f.name,
          type: f.type,
          bytes: FILES[f.content](),
        })),
      );
      const payload =
        request.cut > 0
          ? form.payload.subarray(0, Math.max(0, form.payload.length - request.cut))
          : form.payload;
      return { payload, contentType: form.headers['content-type'] };
    }
  }
}

export function describeRequest(request: FuzzRequest): string {
  const auth =
    'actor' in request.auth
      ? request.auth.actor
      : `authorization: ${request.auth.broken.slice(0, 40)}`;
  const files = request.files
    .map((f) => `${f.field}=${f.content}(${f.name}, ${f.type || 'no type'})`)
    .join(', ');
  return [
    `${request.method} ${request.url.length > 300 ? `${request.url.slice(0, 300)}…` : request.url} as ${auth}`,
    `  headers: ${JSON.stringify(request.headers).slice(0, 300)}`,
    request.content === 'none'
      ? '  no body'
      : `  body (${request.content}${request.contentType ? `, ${request.contentType}` : ''}): ${show(request.body)}`,
    ...(files ? [`  files: ${files}${request.cut ? `; cut ${request.cut} bytes` : ''}`] : []),
  ].join('\n');
}
