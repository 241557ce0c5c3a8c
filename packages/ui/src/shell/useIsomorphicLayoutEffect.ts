import { useEffect, useLayoutEffect } from 'react'

// Layout effects warn during a server render; there is no DOM to measure there anyway.
export const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect
