// Lets plain `node` run this package's TypeScript sources (the CLI needs no build step): tsx compiles .ts, and a
// resolve hook adds the "@portico/source" export condition so workspace packages resolve to their src/ too.
import { register } from 'node:module'
import { register as registerTsx } from 'tsx/esm/api'

registerTsx()
const addSourceCondition = `export async function resolve(specifier, context, next) {
  const conditions = context.conditions.includes('@portico/source') ? context.conditions : ['@portico/source', ...context.conditions]
  return next(specifier, { ...context, conditions })
}`
register(`data:text/javascript,${encodeURIComponent(addSourceCondition)}`)
