// §5 and §9: names are at least 4 characters of letters, digits or hyphen.
export const NAME_MIN_LENGTH = 4
const NAME = /^[a-zA-Z0-9-]{4,}$/

export function isValidName(name: string): boolean {
  return NAME.test(name)
}
