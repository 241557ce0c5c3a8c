import { localEvm } from '@portico/common'
import { AppKitButton, createAppKit } from '@portico/react'
import { createRoot } from 'react-dom/client'

// "React + the library's connect button": createAppKit at module level (as an app does) and AppKitButton. The
// service URL comes from the query string so the page talks only to the local dev stack.
const api = new URLSearchParams(location.search).get('api')
createAppKit({
  projectId: 'portico-dev',
  ...(api ? { apiUrl: api } : {}),
  networks: [localEvm],
  enableReconnect: false,
})

const root = document.getElementById('root')
if (!root) throw new Error('#root missing')
createRoot(root).render(<AppKitButton />)
