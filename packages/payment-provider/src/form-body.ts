// Stripe's request encoding: application/x-www-form-urlencoded with bracketed keys
// (`line_items[0][price]=...`, `metadata[plan]=growth`), read back into nested objects and arrays.

export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

/** `a[b][0][c]` -> ['a', 'b', '0', 'c']. */
function keyPath(key: string): string[] {
  const first = key.indexOf('[');
  if (first === -1) return [key];
  const parts = [key.slice(0, first)];
  for (const match of key.slice(first).matchAll(/\[([^\]]*)\]/g)) parts.push(match[1] ?? '');
  return parts;
}

function isFormObject(value: FormValue | undefined): value is FormObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Objects whose keys are all indexes become arrays (Stripe sends arrays as `list[0]`, `list[1]`). */
function toArrays(value: FormValue): FormValue {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(toArrays);
  const keys = Object.keys(value);
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return keys
      .map(Number)
      .sort((a, b) => a - b)
      .map((index) => toArrays(value[String(index)] as FormValue));
  }
  const out: FormObject = {};
  for (const key of keys) out[key] = toArrays(value[key] as FormValue);
  return out;
}

export function parseStripeForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const path = keyPath(rawKey);
    let node: FormObject = root;
    path.forEach((segment, index) => {
      // `list[]=a&list[]=b` appends: give each an index of its own.
      const key = segment === '' ? String(Object.keys(node).length) : segment;
      if (index === path.length - 1) {
        node[key] = value;
        return;
      }
      const next = node[key];
      if (isFormObject(next)) {
        node = next;
      } else {
        const created: FormObject = {};
        node[key] = created;
        node = created;
      }
    });
  }
  return toArrays(root) as FormObject;
}

/** A string parameter, or undefined. */
export function formString(params: FormObject, key: string): string | undefined {
  const value = params[key];
  return typeof value === 'string' ? value : undefined;
}

/** An object parameter, or an empty object. */
export function formObject(params: FormObject, key: string): FormObject {
  const value = params[key];
  return isFormObject(value) ? value : {};
}

/** A list parameter, or an empty list. */
export function formList(params: FormObject, key: string): FormValue[] {
  const value = params[key];
  return Array.isArray(value) ? value : [];
}

/** Metadata as Stripe keeps it: string values only. */
export function formMetadata(params: FormObject, key = 'metadata'): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(formObject(params, key))) if (typeof value === 'string') out[name] = value;
  return out;
}

export function asFormObject(value: FormValue | undefined): FormObject {
  return isFormObject(value) ? value : {};
}
