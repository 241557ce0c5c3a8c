import type { Metadata } from 'next'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import ContextProvider from '@/context'

// AppKit's Next.js layout without its Google font: next/font/google downloads the font at build time, and nothing
// here may reach a host outside the machine.

export const metadata: Metadata = {
  title: 'Portico · Next.js App Router + wagmi',
  description: 'AppKit Next.js quick start on Portico',
}

export default async function RootLayout({ children }: Readonly<{ children: ReactNode }>) {
  const cookies = (await headers()).get('cookie')
  return (
    <html lang="en">
      <body>
        <ContextProvider cookies={cookies}>{children}</ContextProvider>
      </body>
    </html>
  )
}
