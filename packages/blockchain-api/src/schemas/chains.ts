import * as v from 'valibot'

export const SupportedChainsSchema = v.object({ http: v.array(v.string()), ws: v.array(v.string()) })
export type SupportedChains = v.InferOutput<typeof SupportedChainsSchema>

export const GasPriceSchema = v.object({ standard: v.string(), fast: v.string(), instant: v.string() })
export type GasPrice = v.InferOutput<typeof GasPriceSchema>
