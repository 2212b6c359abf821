// zod's validation issues as antd form field errors: each issue on the Form.Item its path names;
// issues about the whole object (an empty path, e.g. a refine across fields) are form-level.

export interface ZodIssueLike {
  path: readonly PropertyKey[];
  message: string;
}

export function issuesToFields(issues: readonly ZodIssueLike[]): { fields: { name: (string | number)[]; errors: string[] }[]; formErrors: string[] } {
  const byPath = new Map<string, { name: (string | number)[]; errors: string[] }>();
  const formErrors: string[] = [];
  for (const issue of issues) {
    const name = issue.path.filter((part): part is string | number => typeof part === 'string' || typeof part === 'number');
    if (name.length === 0) {
      if (!formErrors.includes(issue.message)) formErrors.push(issue.message);
      continue;
    }
    const key = JSON.stringify(name);
    const entry = byPath.get(key) ?? { name, errors: [] };
    if (!entry.errors.includes(issue.message)) entry.errors.push(issue.message);
    byPath.set(key, entry);
  }
  return { fields: [...byPath.values()], formErrors };
}
