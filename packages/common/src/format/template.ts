export type TemplateValues = Readonly<Record<string, string | number | undefined>>

/**
 * Fills `{name}` placeholders from `values`; a placeholder without a value stays visible as written, so a missing
 * value shows up in the text instead of reading "undefined". `show` turns a value into text (e.g. a locale's number
 * format); by default String().
 */
export function fillTemplate(
  template: string,
  values: TemplateValues = {},
  show: (value: string | number) => string = String,
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined
    return value === undefined ? whole : show(value)
  })
}
