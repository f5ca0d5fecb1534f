/** The provider's claims (SPEC.md section 1), every one of them. */
export const claims = [
  {
    title: 'A single API integration',
    text: 'One integration brings the whole catalogue to your platform, and every game we release after it.',
  },
  {
    title: 'A back office in real time',
    text: 'Watch players and revenue as they happen, and manage accounts and roles in one place.',
  },
  {
    title: 'Promotions built in',
    text: 'Free bets, bonus buys, leaderboards and promotions, ready to switch on per game.',
  },
  {
    title: 'Support 24/7, 365 days a year',
    text: 'Our team answers around the clock, every day of the year.',
  },
  {
    title: 'Small downloads',
    text: 'Our games stay under 10 MB, 6-8 MB on mobile, where traditional slots weigh 30-50 MB.',
  },
  {
    title: 'Certified by third parties',
    text: 'Independent laboratories certify our games and their return to player.',
  },
  {
    title: 'Affiliates with anti-fraud',
    text: 'Multi-level affiliate support, watched by anti-fraud monitoring.',
  },
  {
    title: 'Since 2021, two decades of experience',
    text: 'Founded in 2021 by a team with twenty years in the industry.',
  },
] as const;
