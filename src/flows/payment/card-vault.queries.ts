/**
 * The card vault for pages (001 §2 account area "saved payment modes"): the list, and deleting one
 * (the list in the cache is replaced by the answer's).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { deleteMyPaymentMode, myPaymentModesQueryOptions } from '~/server/payment/card-vault.functions'

export { myPaymentModesQueryOptions }

export function useDeletePaymentModeMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (mode: string) => deleteMyPaymentMode({ data: { mode } }),
    onSuccess: (answer) => queryClient.setQueryData(['card-vault'], { payment_modes: answer.payment_modes }),
  })
}
