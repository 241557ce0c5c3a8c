import { takeDevStack } from './global-setup'

export default async function globalTeardown(): Promise<void> {
  await takeDevStack()?.stop()
}
