import { useNavigate } from 'react-router-dom';
import styles from './page.module.css';

export function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" className={styles.backButton} onClick={() => navigate(-1)}>
      Retour
    </button>
  );
}
