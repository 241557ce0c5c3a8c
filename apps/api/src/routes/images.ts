import { Hono } from 'hono'
import { badgeSvg } from '../catalogue/badge-svg'
import { problem } from '../http/problem'
import type { AppEnv } from '../server/context'

const ID = /^[\w.:-]{1,128}$/

/** Images by id. Wallets have their catalogue badge; assets, currencies and tokens get a badge from the id. */
export function imageRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const svg = (body: string) =>
    new Response(body, {
      headers: {
        'content-type': 'image/svg+xml',
        'cache-control': 'public, max-age=86400, immutable',
        'access-control-allow-origin': '*',
      },
    })
  app.get('/getWalletImage/:id', (c) => {
    const image = c.get('ctx').catalogue.image(c.req.param('id'))
    return image ? svg(image) : problem(c, 404, 'NOT_FOUND', 'No wallet image with that id')
  })
  for (const kind of ['getAssetImage', 'getCurrencyImage', 'getTokenImage']) {
    app.get(`/public/${kind}/:id`, (c) => {
      const id = c.req.param('id')
      if (!ID.test(id)) return problem(c, 400, 'BAD_REQUEST', 'Invalid image id')
      return svg(badgeSvg(id.replace(/[^a-zA-Z0-9]+/g, ' '), `${kind}:${id}`))
    })
  }
  return app
}
