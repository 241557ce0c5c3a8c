/**
 * PostgreSQL text and JSONB cannot hold U+0000: a string with one that reaches the store fails the query. No field
 * of this service means anything with it, so it is refused where it enters, naming where it was.
 */
export const NUL_MESSAGE = 'must not contain the NUL character (U+0000)'

/** Dot path of the first key or string value of `value` containing U+0000, or undefined. Walks without recursion. */
export function nulPath(value: unknown, root = ''): string | undefined {
  const stack: [unknown, string][] = [[value, root]]
  while (stack.length > 0) {
    const [item, path] = stack.pop() as [unknown, string]
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return path
    } else if (Array.isArray(item)) {
      item.forEach((child, i) => {
        stack.push([child, join(path, String(i))])
      })
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        const at = join(path, key)
        if (key.includes('\u0000')) return at
        stack.push([child, at])
      }
    }
  }
  return undefined
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key)
