/** The shop's public contact details, shown in the footer and on the content pages. */
export const SITE = {
  name: 'Haat',
  tagline: 'Everything India makes, in one marketplace',
  officeAddress: '3rd Floor, Prestige Tower, 12 MG Road, Bengaluru, Karnataka 560001',
  phone: '+91 80 4567 8900',
  supportEmail: 'support@haat.example',
  hours: 'Mon-Fri 9AM-6PM',
  grievanceOfficer: {
    name: 'Meera Iyer',
    email: 'grievance@haat.example',
    phone: '+91 80 4567 8901',
  },
} as const
