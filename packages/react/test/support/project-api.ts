import { type ApiProcess, allowCrossOriginFetch, apiScript, startApiProcess } from '@portico/testing/child-process'

// A real apps/api in a child process, seeded with the dev projects plus two of this test's own: one whose remote
// configuration turns email and socials off, and one that allows only a foreign origin. The kit reaches it with a
// real fetch.
export const EMAIL_OFF_PROJECT_ID = 'remote-email-off'
export const FOREIGN_ORIGIN_PROJECT_ID = 'remote-foreign-origin'

const PRELUDE = `
const dev = SEED_PROJECTS[0]
const features = dev.features.map((f) => (f.id === 'email' || f.id === 'socials' ? { ...f, isEnabled: false } : f))
const seedProjects = [
  ...SEED_PROJECTS,
  { ...dev, id: '${EMAIL_OFF_PROJECT_ID}', name: 'Email off', features },
  { ...dev, id: '${FOREIGN_ORIGIN_PROJECT_ID}', name: 'Foreign origin', allowedOrigins: ['https://app.example'] },
]
`

export type ProjectApi = ApiProcess

export function startProjectApi(): Promise<ProjectApi> {
  allowCrossOriginFetch()
  return startApiProcess(apiScript(PRELUDE, 'seedProjects'))
}
