/** The wallet's one write from the account area: create it for the verified mobile. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { createMyWallet } from '~/server/wallet/wallet.functions'

export function useCreateWalletMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (phone: string) => createMyWallet({ data: { phone } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['wallet'] }),
  })
}
