/** Luhn-valid standalone runs of 13 to 19 digits: what a card number looks like (issues 13 and 26). */
export function cardLike(text: string): string[] {
  return [...text.matchAll(/(?<![\w.])(\d{13,19})(?![\w.])/g)]
    .map((m) => m[1] ?? '')
    .filter((digits) => {
      let sum = 0
      for (let i = 0; i < digits.length; i++) {
        let d = Number(digits[digits.length - 1 - i])
        if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2
        sum += d
      }
      return sum % 10 === 0
    })
}
