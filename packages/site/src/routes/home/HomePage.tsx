import { claims } from './claims.ts';
import './HomePage.css';

export function HomePage() {
  return (
    <>
      <section className="home-hero" aria-labelledby="home-title">
        <h1 id="home-title">Games your players come back to</h1>
        <p className="home-hero__lead">
          Slots, lottery, card, crash, scratch, dice, mines and wheel games from one remote game
          server, for operators and aggregators.
        </p>
      </section>
      <section aria-labelledby="home-why">
        <h2 id="home-why">Why KY Gaming</h2>
        <ul className="home-claims">
          {claims.map((claim) => (
            <li key={claim.title} className="home-claims__item">
              <h3>{claim.title}</h3>
              <p>{claim.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
