/**
 * Terms of use and privacy policy served by the content service (titles `terms` and `privacy`).
 * Shape: { title, lastUpdated, sections: [{ heading, paragraphs }] }. The product name and support
 * address come from the product configuration so a white-label deployment reads right.
 */
import type { ProductConfig } from '@config'

export interface LegalDocument {
  title: string
  lastUpdated: string
  sections: { heading: string; paragraphs: string[] }[]
}

export function termsOfUse(product: ProductConfig): LegalDocument {
  const name = product.whiteLabel.productName
  const { email, phone, customerCareHours } = product.support
  return {
    title: 'Terms of use',
    lastUpdated: '2025-01-01',
    sections: [
      {
        heading: '1. About these terms',
        paragraphs: [
          `These terms govern your use of the ${name} website and mobile site and every booking you make through them. By searching, booking or creating an account you accept these terms, the fare rules of the airline or supplier concerned, and our privacy policy.`,
          `${name} acts as an intermediary between you and the airlines, hotels, railways, tour operators and insurers ("suppliers") whose services are shown. The contract for carriage, stay or service is between you and the supplier; we arrange it on your behalf.`,
        ],
      },
      {
        heading: '2. Eligibility and accounts',
        paragraphs: [
          'You must be at least 18 years old and able to enter into a binding contract under the Indian Contract Act, 1872 to make a booking. A booking for minors must be made by a parent or guardian.',
          'You are responsible for keeping your password and one-time passwords (OTPs) confidential and for all activity under your account. Tell us at once if you believe your account has been used without your permission.',
        ],
      },
      {
        heading: '3. Prices, taxes and fees',
        paragraphs: [
          'Prices are shown in Indian rupees unless you choose another display currency, and include the base fare, airline surcharges, applicable taxes such as GST, and airport charges. A convenience fee, when charged, is shown before you pay.',
          'Fares are set by suppliers and may change until the booking is confirmed and ticketed. If a fare changes while you are booking, we show the new fare and ask you to accept it before continuing.',
        ],
      },
      {
        heading: '4. Bookings and confirmation',
        paragraphs: [
          'A booking is confirmed only when you receive a confirmation with a PNR or booking reference. If payment is taken but the booking fails, we either confirm it within the time stated on the confirmation page or refund the full amount to the original payment method.',
          'Check names, dates, and travel documents before you pay. Names must match the government-issued photo identity or passport used for travel; airlines may charge for corrections or refuse boarding when they do not match.',
        ],
      },
      {
        heading: '5. Payments',
        paragraphs: [
          'Payments are processed by regulated payment gateways using cards, net banking, UPI, wallets and other modes shown at checkout. We do not store your full card number; saved cards are tokenised as required by the Reserve Bank of India.',
          'Your bank may levy charges for international cards or currency conversion. These are outside our control.',
        ],
      },
      {
        heading: '6. Cancellations, changes and refunds',
        paragraphs: [
          "Cancellation and change charges are set by the supplier's fare rules and shown with the fare. Our own service fee for a cancellation, if any, is shown before you confirm it.",
          'Refunds are made to the original payment method. Once the supplier releases the amount, banks usually credit it within 5 to 7 working days. Wallet credits and points used in a booking are returned to your account.',
          'Under the rules of the Directorate General of Civil Aviation, you may cancel or change a domestic flight booked at least seven days before departure within 24 hours of booking without an extra charge, other than any difference in fare.',
        ],
      },
      {
        heading: '7. Travel documents and health requirements',
        paragraphs: [
          'You are responsible for holding a valid passport, visa, transit visa and any health certificate required by the countries you travel to or through. Carriers may deny boarding to passengers without them, and refunds in that case follow the fare rules.',
        ],
      },
      {
        heading: '8. Offers, wallet and loyalty points',
        paragraphs: [
          'Promo codes, cashback and wallet credits are subject to the conditions published with each offer, including validity dates and minimum booking amounts. We may withdraw an offer obtained through misuse.',
          'Loyalty points have no cash value, cannot be transferred, and expire as stated in the programme rules.',
        ],
      },
      {
        heading: '9. Limitation of liability',
        paragraphs: [
          `${name} is not liable for delays, cancellations, overbooking, loss of baggage or any act of a supplier; the supplier's conditions of carriage or service and applicable law, including the Montreal Convention for international air travel, govern those. Our liability for our own service is limited to the service fee you paid us for the booking concerned.`,
        ],
      },
      {
        heading: '10. Governing law and grievances',
        paragraphs: [
          'These terms are governed by the laws of India, and the courts of New Delhi have exclusive jurisdiction.',
          `For any complaint, write to our grievance officer at ${email} or call ${phone} (${customerCareHours}). We acknowledge complaints within 48 hours and resolve them within 30 days, as the Consumer Protection (E-Commerce) Rules, 2020 require.`,
        ],
      },
    ],
  }
}

export function privacyPolicy(product: ProductConfig): LegalDocument {
  const name = product.whiteLabel.productName
  const { email } = product.support
  return {
    title: 'Privacy policy',
    lastUpdated: '2025-01-01',
    sections: [
      {
        heading: '1. Who we are',
        paragraphs: [
          `${name} is the Data Fiduciary for the personal data described here, within the meaning of the Digital Personal Data Protection Act, 2023 (DPDP Act). This policy explains what we collect, why, with whom we share it and the rights you have.`,
        ],
      },
      {
        heading: '2. What we collect',
        paragraphs: [
          'Identity and contact details: name, date of birth, gender, e-mail address, mobile number and postal address.',
          'Travel details: passenger names, passport or identity document numbers where a supplier requires them, frequent flyer numbers, meal and seat preferences, itineraries and booking history.',
          'Payment details: the payment mode used and a tokenised reference; card numbers are handled by the payment gateway, not by us.',
          'Technical details: device type, browser, IP address, pages visited and error reports, used to keep the service working and secure.',
        ],
      },
      {
        heading: '3. Why we use it',
        paragraphs: [
          'To make and manage your bookings with suppliers, to send confirmations, tickets and changes, to process payments and refunds, to provide customer support, to run your account, wallet and loyalty points, and to meet legal obligations such as tax invoicing.',
          'With your consent, to send offers and newsletters. You can withdraw that consent at any time from your account or from the link in every message.',
        ],
      },
      {
        heading: '4. Consent and legitimate uses',
        paragraphs: [
          'We process your personal data on the basis of your consent, given when you make a booking or create an account, or for the legitimate uses allowed by section 7 of the DPDP Act, such as complying with law or responding to a medical emergency.',
          'Withdrawing consent does not affect processing already done, but we may be unable to complete a booking that needs the data concerned.',
        ],
      },
      {
        heading: '5. Sharing',
        paragraphs: [
          'We share only what is needed: with airlines, hotels, railways and other suppliers to fulfil your booking; with payment gateways and banks to process payments; with insurers when you buy cover; and with government authorities when the law requires it.',
          'Our processors (hosting, messaging and customer-support tools) act on our instructions under contracts that require them to protect your data. We do not sell personal data.',
        ],
      },
      {
        heading: '6. Transfers outside India',
        paragraphs: [
          'International bookings require sharing passenger data with foreign carriers and authorities, for example advance passenger information. Such transfers are made only to countries not restricted by the Central Government under section 16 of the DPDP Act.',
        ],
      },
      {
        heading: '7. How long we keep it',
        paragraphs: [
          'We keep booking records for as long as tax and aviation laws require (generally eight years for invoices) and account data while your account is active. We erase personal data when its purpose is served and no law requires us to keep it.',
        ],
      },
      {
        heading: '8. Security',
        paragraphs: [
          'We use encryption in transit, access controls, tokenisation of payment data and monitoring to protect your data. If a personal data breach occurs, we will inform the Data Protection Board of India and affected users as the DPDP Act requires.',
        ],
      },
      {
        heading: '9. Your rights',
        paragraphs: [
          'You may ask for a summary of the personal data we hold and the processing done, correct or complete it, have it erased, and nominate another person to exercise your rights in case of death or incapacity.',
          `You may also file a grievance with us; if it is not resolved, you may complain to the Data Protection Board of India. Children's data is processed only with verifiable parental consent.`,
        ],
      },
      {
        heading: '10. Contact',
        paragraphs: [
          `Write to our Grievance Officer at ${email}. We respond within the period prescribed under the DPDP Act and its rules. We will post changes to this policy here with a new date.`,
        ],
      },
    ],
  }
}
