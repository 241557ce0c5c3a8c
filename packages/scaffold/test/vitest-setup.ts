import { configure } from '@testing-library/react'

// CI runs every package's tests at once on two cores, where a lazily loaded view can take longer than the default
// 1 s to arrive; a find* that never matches still fails, only later.
configure({ asyncUtilTimeout: 5_000 })
