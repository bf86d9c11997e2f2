/** 000 §4: popovers and the mobile header drawer close on sign-up, e-mail taken, sign-in, sign-out. */
export function closePageOverlays() {
  for (const open of document.querySelectorAll('details.drawer[open]')) open.removeAttribute('open')
}
