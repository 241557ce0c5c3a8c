/**
 * A message that depends on a count: one text per plural category the locale uses (Intl.PluralRules), chosen by
 * the `count` value passed to `t`. `other` is required: it is the form every locale has.
 */
export type PluralMessage = { readonly other: string } & { readonly [C in Intl.LDMLPluralRule]?: string }
export type Message = string | PluralMessage
export type MessageValues = Readonly<Record<string, string | number>>
