/** 001 §6: a back-office agent's id saved in this browser makes every product's booking carry role Agent. */
export const AGENT_ID_STORAGE_KEY = 'agentId'

export function agentSaved(): boolean {
  if (typeof window === 'undefined') return false
  try {
    return !!window.localStorage.getItem(AGENT_ID_STORAGE_KEY)
  } catch {
    return false
  }
}
