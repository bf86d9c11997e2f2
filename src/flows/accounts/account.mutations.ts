/**
 * The account pages' writes (000 §4 "My account"): mutation hooks, and the `save` calls of the
 * record forms; the reads are in account.queries.ts. Apart from it so that the loaders' on-demand
 * import of the reads does not carry TanStack Query's mutation code (docs/decisions/0037).
 */
import { useMutation } from '@tanstack/react-query'
import type { GstBody } from '~/lib/accounts/gst-form'
import type { TravellerBody } from '~/lib/accounts/traveller-form'
import {
  changePassword,
  createGstProfile,
  createTraveller,
  deleteTraveller,
  removeAvatar,
  updateGstProfile,
  updateProfile,
  updateTraveller,
} from '~/server/accounts/account.functions'
import type { AnswerOf, InputOf, MutationHookOptions } from '../mutation-options'

type ProfileChange = InputOf<typeof updateProfile>
type PasswordChange = InputOf<typeof changePassword>

export const useUpdateProfileMutation = (
  options?: MutationHookOptions<AnswerOf<typeof updateProfile>, ProfileChange>,
) => useMutation({ ...options, mutationFn: (data: ProfileChange) => updateProfile({ data }) })

export const useChangePasswordMutation = (
  options?: MutationHookOptions<AnswerOf<typeof changePassword>, PasswordChange>,
) => useMutation({ ...options, mutationFn: (data: PasswordChange) => changePassword({ data }) })

export const useRemoveAvatarMutation = (options?: MutationHookOptions<AnswerOf<typeof removeAvatar>>) =>
  useMutation({ ...options, mutationFn: () => removeAvatar() })

/** Called with the saved traveller's id. */
export const useDeleteTravellerMutation = (
  options?: MutationHookOptions<AnswerOf<typeof deleteTraveller>, number>,
) => useMutation({ ...options, mutationFn: (id: number) => deleteTraveller({ data: { id } }) })

// The record forms own their mutation (pending state, server errors by field); these are their `save`.

/** A new GST profile, or the changes to the saved one with this id. */
export const saveGstProfile = (body: GstBody, id?: number) =>
  id === undefined ? createGstProfile({ data: body }) : updateGstProfile({ data: { id, ...body } })

/** A new saved traveller, or the changes to the saved one with this id. */
export const saveTraveller = (body: TravellerBody, id?: number) =>
  id === undefined ? createTraveller({ data: body }) : updateTraveller({ data: { id, ...body } })
