import { useQuery } from '@tanstack/react-query'
import { stateCodeOf } from '~/lib/accounts/gst-form'
import { gstStateQueryOptions } from '~/flows/accounts/account.queries'

/** The state a GSTIN belongs to, from its first two digits, as soon as they are typed. */
export function GstStateHint({ gstNumber }: { gstNumber: string }) {
  const code = stateCodeOf(gstNumber)
  const query = useQuery({ ...gstStateQueryOptions(code ?? '00'), enabled: code !== null })
  let text = 'The state is worked out from the first two digits of the GST number.'
  if (code !== null) {
    if (query.isPending) text = `Looking up state code ${code}…`
    else if (query.data)
      text = `State: ${query.data.name} (${query.data.abbreviation}), capital ${query.data.capital}`
    else text = `${code} is not the GST code of an Indian state or union territory.`
  }
  return (
    <p className="state-hint" role="status">
      {text}
    </p>
  )
}
