/** i18n keys (namespace `rules`) of validation messages; zod schemas carry these as their error text. */
export const ruleMessageKeys = {
  required: {
    title: 'rules:required.title',
    dateRange: 'rules:required.dateRange',
    goal: 'rules:required.goal',
    metric: 'rules:required.metric',
    client: 'rules:required.client',
    mail: 'rules:required.mail',
    phone: 'rules:required.phone',
    verificationCode: 'rules:required.verificationCode',
    password: 'rules:required.password',
  },
  // A field the contract's schema refuses, where neither the schema nor the form names the reason.
  field: { invalid: 'rules:field.invalid', unsafeCharacters: 'rules:field.unsafeCharacters' },
  mail: { format: 'rules:mail.format' },
  // Also the text for a server answer refusing a phone number.
  phone: { format: 'rules:phone.format' },
  verificationCode: {
    format: 'rules:verificationCode.format',
    invalid: 'rules:verificationCode.invalid',
  },
  password: {
    tooShort: 'rules:password.tooShort',
    mismatch: 'rules:password.mismatch',
    strength: {
      short: 'rules:password.strength.short',
      medium: 'rules:password.strength.medium',
      strong: 'rules:password.strength.strong',
    },
  },
  credentials: { invalid: 'rules:credentials.invalid' },
  invite: { limit: 'rules:invite.limit' },
} as const;
