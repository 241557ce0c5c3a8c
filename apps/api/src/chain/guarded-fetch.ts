import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import { BlockList, isIP, type LookupFunction } from 'node:net'
import { Readable } from 'node:stream'
import type { Fetcher } from './nft-metadata'

// A tokenURI is whatever a contract says: without this guard anyone could make the service request its own network
// (a metadata server on 127.0.0.1, a cloud metadata endpoint on 169.254.169.254, an intranet host). The address is
// checked after DNS resolution and the connection goes to the address that was checked, so a name that resolves to
// a public address first and a private one later (DNS rebinding) gets nowhere.

const blocked = new BlockList()
const V4: [string, number][] = [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
]
const V6: [string, number][] = [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96], // NAT64: an IPv4 address in disguise
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
]
for (const [net, prefix] of V4) blocked.addSubnet(net, prefix, 'ipv4')
for (const [net, prefix] of V6) blocked.addSubnet(net, prefix, 'ipv6')

/** False for loopback, private, link-local, multicast and reserved addresses (IPv4-mapped IPv6 included). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 0) return false
  return !blocked.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

export class RefusedAddressError extends Error {
  constructor(host: string, address: string) {
    super(`refused to fetch from ${host}: ${address} is not a public address`)
    this.name = 'RefusedAddressError'
  }
}

export type Resolve = (hostname: string) => Promise<LookupAddress[]>

const systemResolve: Resolve = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  )

export interface GuardedFetchOptions {
  /** Let tokenURIs reach loopback, private and link-local addresses (a dev stack serving its own metadata). */
  allowPrivateAddresses?: boolean
  /** DNS resolution; the system resolver by default (tests give their own). */
  resolve?: Resolve
}

/** Every address a name resolves to must be public; the connection then goes to the first of them. */
export function checkedLookup(resolve: Resolve, allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const refused = allowPrivate ? undefined : addresses.find((a) => !isPublicAddress(a.address))
        const first = addresses[0]
        if (refused || !first) {
          const error = new RefusedAddressError(hostname, refused?.address ?? 'no address')
          return callback(error, '', 0)
        }
        if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses)
        callback(null, first.address, first.family)
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    )
  }
}

// 1xx never reach here (Node handles them); these answers have no body by definition.
const NULL_BODY = new Set([204, 205, 304])

/**
 * A GET that refuses non-public addresses unless allowed, follows no redirect (a 3xx is returned as it is, which the
 * metadata reader treats as unreachable) and honours the caller's signal.
 */
export function guardedFetcher(options: GuardedFetchOptions = {}): Fetcher {
  const allowPrivate = options.allowPrivateAddresses ?? false
  const lookup = checkedLookup(options.resolve ?? systemResolve, allowPrivate)
  return (url, init) =>
    new Promise<Response>((resolve, reject) => {
      const target = new URL(url)
      const transport = target.protocol === 'https:' ? https : target.protocol === 'http:' ? http : undefined
      if (!transport) return reject(new TypeError(`unsupported protocol ${target.protocol}`))
      // A literal address is never looked up, so it is checked here.
      const host = target.hostname.replace(/^\[(.*)\]$/, '$1')
      if (isIP(host) !== 0 && !allowPrivate && !isPublicAddress(host))
        return reject(new RefusedAddressError(host, host))
      const request = transport.get(target, { signal: init.signal, lookup }, (response) => {
        const headers = new Headers()
        for (const [name, value] of Object.entries(response.headers)) {
          if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value)
        }
        const status = response.statusCode ?? 502
        // Response takes 200–599 only; anything else is a broken server.
        if (status < 200 || status > 599) {
          response.destroy()
          return reject(new TypeError(`bad status ${status}`))
        }
        if (NULL_BODY.has(status)) response.resume()
        const body = NULL_BODY.has(status) ? null : (Readable.toWeb(response) as ReadableStream<Uint8Array>)
        resolve(new Response(body, { status, headers }))
      })
      request.on('error', reject)
    })
}
