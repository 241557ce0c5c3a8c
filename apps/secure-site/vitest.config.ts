import { packageTest } from '../../vitest.shared.ts'

export default packageTest()
