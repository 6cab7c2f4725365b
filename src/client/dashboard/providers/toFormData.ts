/** A File, or react-admin's FileInput value `{ rawFile: File, src, title }`. */
function fileOf(value: unknown): File | null {
  if (value instanceof File) return value;
  if (typeof value === 'object' && value !== null && 'rawFile' in value) {
    const { rawFile } = value as { rawFile: unknown };
    return rawFile instanceof File ? rawFile : null;
  }
  return null;
}

/** True when a create/update payload carries a file, so it must go as multipart. */
export function hasFile(data: Record<string, unknown>): boolean {
  return Object.values(data).some(
    (value) => fileOf(value) !== null || (Array.isArray(value) && value.some((v) => fileOf(v))),
  );
}

/** `communityName` → `CommunityName`: the API's multipart field names (spec section 7). */
export function pascalCase(key: string): string {
  return key.charAt(0).toUpperCase() + key.slice(1);
}

function append(form: FormData, key: string, value: unknown): void {
  if (value === undefined || value === null) return;
  const file = fileOf(value);
  if (file) form.append(key, file, file.name);
  else if (value instanceof Date) form.append(key, value.toISOString());
  else if (Array.isArray(value)) value.forEach((item) => append(form, key, item));
  else if (typeof value === 'object') form.append(key, JSON.stringify(value));
  else form.append(key, String(value));
}

/** Multipart body with PascalCase keys; files sent as files, dates as ISO, nulls left out. */
export function toFormData(data: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(data)) append(form, pascalCase(key), value);
  return form;
}
