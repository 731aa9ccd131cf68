import { useState } from 'react';
import { GALLERY_MESSAGES as M, parseVideoUrl, VIDEO_PROVIDER_LABELS } from '@petfoster/contracts';
import styles from './animal-media.module.css';

/**
 * The animal's video (docs/product.md#animal-gallery): nothing is asked of the video's host before the visitor
 * clicks; then its player is embedded (the CSP's frame-src names the three hosts). The address stays as a link too.
 */
export function AnimalVideo({ url, name }: { url: string | null | undefined; name: string }) {
  const [playing, setPlaying] = useState(false);
  const video = parseVideoUrl(url);
  if (!video || !url) return null;
  const provider = VIDEO_PROVIDER_LABELS[video.provider];
  return (
    <section className={styles.video} aria-labelledby="animal-video">
      <h2 id="animal-video" className={styles.subtitle}>
        {M.video}
      </h2>
      {playing ? (
        <iframe
          className={styles.player}
          src={video.embedUrl}
          title={`${M.video} : ${name}`}
          width={640}
          height={360}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <div className={styles.poster}>
          <p>{M.videoConsent(provider)}</p>
          <button type="button" className={styles.play} onClick={() => setPlaying(true)}>
            {M.playVideo(provider)}
          </button>
        </div>
      )}
      <p className={styles.link}>
        <a href={url} target="_blank" rel="noopener noreferrer">
          {url}
        </a>
      </p>
    </section>
  );
}
