import { Link } from '../common/router';
import { PRODUCT_NAME, messages } from '../../shared/messages';
import { LogoLink, SiteFooter } from './AuthLayout';
import { useDocumentTitle } from '../common/usePageTitle';
import './landing.css';

const { heading, taglineOne, taglineTwo, explore } = messages.landing;
// The landing page names no page: the product and what it is for.
const LANDING_TITLE = `${PRODUCT_NAME} · ${taglineOne}`;
const WELCOME = `Welcome to ${PRODUCT_NAME}: ${taglineOne}, ${taglineTwo}.`;
// The heading is one h1 for assistive tech; on phones each word sits on its own line (CSS).
const [headingFirst, ...headingRest] = heading.split(' ');

/** The landing page (/): hero, the spec's heading, and the ways in (register, sign in). */
export default function Landing() {
  useDocumentTitle(LANDING_TITLE);
  return (
    <div className="pub-page pub-landing">
      <header className="pub-landing__header">
        <LogoLink />
        <nav className="pub-landing__nav pub-only-desktop" aria-label="Account">
          <Link to="/auth/sign-up" className="pub-btn">
            Register
          </Link>
          <Link to="/auth/sign-in" className="pub-btn pub-btn--outline">
            Login
          </Link>
        </nav>
      </header>
      <main className="pub-landing__main">
        <div className="pub-landing__intro">
          <h1 className="pub-landing__title">
            <span className="pub-landing__title-line">{headingFirst}</span>{' '}
            <span className="pub-landing__title-line">{headingRest.join(' ')}</span>
          </h1>
          <p className="pub-landing__welcome">{WELCOME}</p>
          <div className="pub-landing__actions pub-only-desktop">
            <Link to="/auth/sign-in" className="pub-btn pub-btn--lg">
              {explore}
            </Link>
            <Link to="/auth/sign-up" className="pub-btn pub-btn--lg pub-btn--outline">
              Sign up
            </Link>
          </div>
          <div className="pub-landing__actions pub-only-mobile">
            <Link to="/auth/sign-in" className="pub-btn pub-btn--lg">
              Login
            </Link>
            <Link to="/auth/sign-up" className="pub-btn pub-btn--lg pub-btn--outline">
              Register
            </Link>
          </div>
        </div>
        <div className="pub-landing__hero">
          <img
            src="/hero.svg"
            width="960"
            height="420"
            alt="Illustration of a neighbourhood: homes, trees, a community hall and neighbours greeting each other"
            fetchPriority="high"
          />
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
