import { createRoot } from 'react-dom/client'

// The baseline: the same React app with a plain button and no modal library.
const root = document.getElementById('root')
if (!root) throw new Error('#root missing')
createRoot(root).render(
  <button type="button" data-portico-button="connect">
    Connect Wallet
  </button>,
)
