/**
 * Words for the seeded articles, in three groups each ordered most frequent first: function words
 * (dropped by the english text-search configuration), words of the domain (each in roughly 15-85% of
 * the articles), and 20,000 invented names (places, people, channels; each in roughly 0.1-4%). This
 * gives the full-text index and the typo-correction table (article_search_words) a realistic spread
 * of very common, common and rare words.
 */

const FUNCTION_WORDS = `the of and to a in was for on that with as by it at from his her their this which were had has
be an or but not after during when while into over about more most also then than they he she its who`.split(/\s+/);

const DOMAIN_WORDS = `stream live chat viewers camera channel city night broadcast streamer street people fans first
video online early audience moment phone backpack battery signal network show story friends clip donation
hotel airport travel train subway festival concert crowd security police bar restaurant market beach bridge
community moderators ban platform rules policy update feature mobile upload bitrate encoder latency server
outage drama controversy apology interview podcast documentary archive history era pioneer legend meme
highlight reaction raid host subscriber follower emote badge partner contract sponsor revenue tips money
gear tripod gimbal hotspot modem bonding cellular antenna router uplink delay buffer quality resolution
japan tokyo seoul london paris berlin amsterdam vegas miami austin york angeles toronto sydney bangkok
morning evening weekend summer winter season marathon challenge trip tour journey walk drive ride flight
cafe park museum station harbor island mountain desert highway downtown neighborhood apartment rooftop
record viewers peak numbers growth decline launch shutdown merger rebrand acquisition category section
justin twitch youtube kick periscope ustream livestream facebook instagram tiktok discord reddit twitter
creator culture scene group collective crew duo squad team guest cameo collab reunion anniversary event
incident lawsuit investigation statement response backlash support controversy debate discussion thread
tech hardware software camera lens microphone audio sound video codec protocol relay ingest transcoding
vod replay clipper editor compilation montage recap timeline chronology milestone turning point legacy
famous infamous iconic memorable classic legendary controversial viral trending popular beloved notorious
started began ended moved returned joined left banned unbanned suspended partnered streamed filmed recorded
traveled visited explored walked drove talked laughed argued celebrated announced revealed confirmed denied
years months weeks days hours minutes nights crowds cities countries streams videos clips fans viewers
global local regional international national public private official unofficial independent original
`.split(/\s+/);

const SYLLABLES = `ka ro mi ten vas lo ri shan del qua zo bel nor fin tra gu mar lev sei don pax or ul ven kri sol mo
thu ra ne ko bi jan tor wex ly ase pre vin cal zur hom eth ist ag ux ril`.split(/\s+/);

/** Deterministic pseudo-random numbers (mulberry32), so every run seeds the same data set. */
export function prng(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Invented names (places, people, channels): the long tail of rare words. */
function inventedWords(count, random) {
  const words = new Set();
  while (words.size < count) {
    const parts = 2 + Math.floor(random() * 3);
    let word = '';
    for (let i = 0; i < parts; i += 1) word += SYLLABLES[Math.floor(random() * SYLLABLES.length)];
    if (word.length >= 4 && word.length <= 14) words.add(word);
  }
  return [...words];
}

export function vocabulary({ invented = 20000 } = {}) {
  const random = prng(20240607);
  const functionWords = [...new Set(FUNCTION_WORDS.filter(Boolean))];
  const domainWords = [...new Set(DOMAIN_WORDS.filter(Boolean))].filter((w) => !functionWords.includes(w));
  const known = new Set([...functionWords, ...domainWords]);
  const names = inventedWords(invented, random).filter((word) => !known.has(word));
  return { functionWords, domainWords, names };
}

export const TAGS = `irl travel japan korea europe usa drama ban tech gear mobile backpack justintv twitch youtube kick
history pioneer meme clip event festival concert police lawsuit apology interview documentary archive
community moderation safety platform policy outage encoder bonding cellular subathon marathon collab
reunion anniversary milestone record charity cooking fitness music gaming art science politics sports`
  .split(/\s+/)
  .filter(Boolean);
