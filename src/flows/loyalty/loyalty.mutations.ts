/**
 * PAYBACK's writes from the account area: create an account for the verified mobile, link the one a
 * verified PIN opened; and the look-up → PIN → balance steps the account page uses to check points.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  createMyPayback,
  fetchPaybackBalance,
  linkMyPayback,
  lookupPayback,
  requestPaybackPin,
  verifyPaybackPin,
} from '~/server/loyalty/loyalty.functions'

export function useCreatePaybackMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => createMyPayback(),
    onSuccess: (mine) => queryClient.setQueryData(['loyalty', 'me'], mine),
  })
}

export function useLinkPaybackMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (authorization: string) => linkMyPayback({ data: { authorization } }),
    onSuccess: (mine) => queryClient.setQueryData(['loyalty', 'me'], mine),
  })
}

export const useLookupPaybackMutation = () =>
  useMutation({ mutationFn: (paybackNumber: string) => lookupPayback({ data: { paybackNumber } }) })

export const useRequestPinMutation = () =>
  useMutation({ mutationFn: (paybackNumber: string) => requestPaybackPin({ data: { paybackNumber } }) })

export const useVerifyPinMutation = () =>
  useMutation({
    mutationFn: (args: { paybackNumber: string; pin: string }) => verifyPaybackPin({ data: args }),
  })

export const usePaybackBalanceMutation = () =>
  useMutation({ mutationFn: (authorization: string) => fetchPaybackBalance({ data: { authorization } }) })
