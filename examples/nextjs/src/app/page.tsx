import { Account } from './account'

export default function Home() {
  return (
    <main>
      <h1>Portico · Next.js App Router + wagmi</h1>
      <Account />
    </main>
  )
}
