import type { StationKind } from '../stores/station';

type Tune = { wave: OscillatorType; notes: [frequency: number, ms: number][] };

/**
 * One short tune per state, so the seller knows what happened without looking: a success rises, a warning
 * repeats, a refusal is low and long.
 */
const tunes: Partial<Record<StationKind, Tune>> = {
  shipped: {
    wave: 'sine',
    notes: [
      [880, 90],
      [1320, 160],
    ],
  },
  itemScanned: { wave: 'sine', notes: [[1046, 70]] },
  checked: {
    wave: 'sine',
    notes: [
      [784, 80],
      [1046, 80],
      [1318, 140],
    ],
  },
  alreadyShipped: {
    wave: 'triangle',
    notes: [
      [660, 140],
      [0, 60],
      [660, 140],
    ],
  },
  takenElsewhere: {
    wave: 'triangle',
    notes: [
      [660, 140],
      [0, 60],
      [523, 200],
    ],
  },
  ambiguous: {
    wave: 'triangle',
    notes: [
      [587, 120],
      [784, 120],
      [587, 120],
    ],
  },
  waiting: {
    wave: 'sine',
    notes: [
      [523, 140],
      [392, 240],
    ],
  },
  needsAttention: {
    wave: 'sawtooth',
    notes: [
      [330, 160],
      [247, 260],
    ],
  },
  notFound: {
    wave: 'square',
    notes: [
      [220, 160],
      [0, 50],
      [220, 160],
    ],
  },
  wrongItem: {
    wave: 'square',
    notes: [
      [196, 240],
      [147, 420],
    ],
  },
  // The label printed and the box is not confirmed yet: a call, not a success.
  scanLabel: {
    wave: 'sine',
    notes: [
      [880, 90],
      [0, 40],
      [880, 90],
    ],
  },
  wrongLabel: {
    wave: 'square',
    notes: [
      [196, 240],
      [0, 50],
      [147, 420],
    ],
  },
  cancelled: {
    wave: 'square',
    notes: [
      [175, 200],
      [0, 60],
      [175, 200],
      [0, 60],
      [175, 200],
    ],
  },
  printerNotReady: {
    wave: 'sawtooth',
    notes: [
      [294, 160],
      [0, 60],
      [220, 260],
    ],
  },
  failed: {
    wave: 'sawtooth',
    notes: [
      [262, 200],
      [196, 300],
    ],
  },
};

let context: AudioContext | null = null;

/** Plays a state's tune with oscillators (no audio files); silent where the browser has no Web Audio. */
export function playCue(kind: StationKind): void {
  const tune = tunes[kind];
  if (!tune || typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  const audio = context;
  if (audio.state === 'suspended') void audio.resume();
  let start = audio.currentTime + 0.01;
  for (const [frequency, ms] of tune.notes) {
    const end = start + ms / 1000;
    if (frequency > 0) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = tune.wave;
      oscillator.frequency.value = frequency;
      // A short fade in and out, so the notes do not click.
      gain.gain.setValueAtTime(0, start);
      gain.gain.linearRampToValueAtTime(0.2, start + 0.01);
      gain.gain.setValueAtTime(0.2, end - 0.02);
      gain.gain.linearRampToValueAtTime(0, end);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(start);
      oscillator.stop(end);
    }
    start = end + 0.03;
  }
}
