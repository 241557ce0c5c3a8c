import { describe, expect, test } from 'vitest'
import { type Fetcher, imageAsDataUri, isSpamNft, MAX_IMAGE_BYTES, parseDataUri, readMetadata } from './nft-metadata'

const PNG = Buffer.from('89504e470d0a1a0a', 'hex')
const json = (value: unknown) => `data:application/json;base64,${Buffer.from(JSON.stringify(value)).toString('base64')}`

/** A fetcher that answers from a table; anything else is a network failure. */
function hosts(table: Record<string, { status?: number; type: string; body: Uint8Array<ArrayBuffer> | string }>): {
  fetcher: Fetcher
  asked: string[]
} {
  const asked: string[] = []
  return {
    asked,
    fetcher: async (url) => {
      asked.push(url)
      const entry = table[url]
      if (!entry) throw new TypeError('fetch failed')
      return new Response(typeof entry.body === 'string' ? entry.body : new Uint8Array(entry.body), {
        status: entry.status ?? 200,
        headers: { 'content-type': entry.type },
      })
    },
  }
}
const none = hosts({}).fetcher

describe('readMetadata', () => {
  test('a base64 JSON data URI: name, description, collection (object or string) and a data-URI image', async () => {
    const image = `data:image/png;base64,${PNG.toString('base64')}`
    expect(
      await readMetadata(json({ name: 'Fox', description: 'd', image, collection: { name: 'Zoo' } }), none),
    ).toEqual({ ok: true, metadata: { name: 'Fox', description: 'd', image, collection: 'Zoo' } })
    expect(await readMetadata(json({ name: 7, collection: 'Numbers' }), none)).toEqual({
      ok: true,
      metadata: { name: '7', collection: 'Numbers' },
    })
  })

  test('a utf8 JSON data URI with a raw SVG image (the dev badge) gives a base64 SVG the page can show', async () => {
    const svg = "<svg xmlns='http://www.w3.org/2000/svg'><text fill='rgb(1,2,3)'>5</text></svg>"
    const result = await readMetadata(
      `data:application/json;utf8,{"name":"Badge #5","image":"data:image/svg+xml;utf8,${svg}"}`,
      none,
    )
    expect(result).toEqual({
      ok: true,
      metadata: { name: 'Badge #5', image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` },
    })
  })

  test('an http(s) tokenURI is fetched by the service, and so is its image, which comes back inlined', async () => {
    const { fetcher, asked } = hosts({
      'http://127.0.0.1:9/meta/1': {
        type: 'application/json',
        body: JSON.stringify({ name: 'A', image_url: 'http://127.0.0.1:9/a.png' }),
      },
      'http://127.0.0.1:9/a.png': { type: 'image/png', body: PNG },
    })
    expect(await readMetadata('http://127.0.0.1:9/meta/1', fetcher)).toEqual({
      ok: true,
      metadata: { name: 'A', image: `data:image/png;base64,${PNG.toString('base64')}` },
    })
    expect(asked).toEqual(['http://127.0.0.1:9/meta/1', 'http://127.0.0.1:9/a.png'])
  })

  test('metadata errors: empty URI, unsupported scheme, unreachable, non-2xx, not JSON, not an object', async () => {
    const { fetcher } = hosts({
      'http://h/404': { status: 404, type: 'application/json', body: '{}' },
      'http://h/html': { type: 'text/html', body: '<html>' },
      'http://h/big': { type: 'application/json', body: `{"name":"${'x'.repeat(70 * 1024)}"}` },
    })
    const error = async (uri: string) => {
      const result = await readMetadata(uri, fetcher)
      return result.ok ? 'ok' : result.error
    }
    expect(await error('')).toBe('TOKEN_URI_FAILED')
    expect(await error('ipfs://bafy/1')).toBe('UNSUPPORTED_URI')
    expect(await error('http://h/down')).toBe('METADATA_UNREACHABLE')
    expect(await error('http://h/404')).toBe('METADATA_UNREACHABLE')
    expect(await error('http://h/big')).toBe('METADATA_UNREACHABLE')
    expect(await error('http://h/html')).toBe('METADATA_INVALID')
    expect(await error('data:application/json,{not json')).toBe('METADATA_INVALID')
    expect(await error(json([1, 2]))).toBe('METADATA_INVALID')
    expect(await error(json({ name: { nested: true } }))).toBe('METADATA_INVALID')
  })

  test('an image that is not an image, too large, or on an unread scheme is left out; the metadata stays', async () => {
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1)
    const { fetcher } = hosts({
      'http://h/page': { type: 'text/html', body: '<script>' },
      'http://h/big.png': { type: 'image/png', body: big },
    })
    for (const image of ['http://h/page', 'http://h/big.png', 'ipfs://x', 'data:text/html,<script>', 'javascript:1']) {
      expect(await readMetadata(json({ name: 'N', image }), fetcher)).toEqual({ ok: true, metadata: { name: 'N' } })
    }
    expect(await imageAsDataUri('http://h/unreachable', fetcher)).toBeUndefined()
  })
})

test('parseDataUri: base64 and percent-encoded bodies; a stray % is kept as written', () => {
  expect(parseDataUri('data:text/plain;base64,aGk=')?.bytes).toEqual(new TextEncoder().encode('hi'))
  expect(new TextDecoder().decode(parseDataUri('data:,a%20b')?.bytes)).toBe('a b')
  expect(new TextDecoder().decode(parseDataUri('data:,50%')?.bytes)).toBe('50%')
  expect(parseDataUri('data:,x')?.mediaType).toBe('text/plain')
  expect(parseDataUri('nope')).toBeUndefined()
})

describe('isSpamNft', () => {
  const contract = '0x00000000000000000000000000000000000000aa'
  test('a contract on the spam list is spam, whatever its metadata; the list ignores case', () => {
    expect(isSpamNft({ contract, spamContracts: [contract.toUpperCase().replace('0X', '0x')] })).toBe(true)
    expect(isSpamNft({ contract, metadata: { name: 'Fine' }, spamContracts: [] })).toBe(false)
  })

  test('a lure in the name, collection or description is spam; ordinary names are not', () => {
    const spam = (metadata: { name?: string; collection?: string; description?: string }) =>
      isSpamNft({ contract, metadata })
    expect(spam({ name: 'Claim your prize' })).toBe(true)
    expect(spam({ collection: 'visit rewards-now.xyz' })).toBe(true)
    expect(spam({ description: 'Go to https://example.invalid' })).toBe(true)
    expect(spam({ name: 'AIRDROP pass' })).toBe(true)
    expect(spam({ name: 'Portico Dev Badge #3', collection: 'Portico Dev Badge' })).toBe(false)
    expect(spam({ name: 'Reclaimed Wood #2' })).toBe(false)
    expect(spam({})).toBe(false)
  })
})
