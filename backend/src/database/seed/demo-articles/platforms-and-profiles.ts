import type { DemoArticle } from './types.js';

/** Demo articles for the 'Platform Changes' and 'Streamer Profiles' categories. */
export const PLATFORMS_AND_PROFILES_ARTICLES: DemoArticle[] = [
  {
    title: 'Kick and the 2020s Platform Shuffle',
    excerpt:
      'A new platform with a 95/5 revenue split and looser rules arrived at the end of 2022. How Kick grew, why many IRL streamers moved, and what the competition changed at Twitch.',
    category: 'Platform Changes',
    author: 'raidtrain',
    tags: ['kick', 'platform-migration', 'revenue-split', 'twitch'],
    createdAt: '2025-03-11T13:20:00.000Z',
    views: 14650,
    likes: 958,
    content: `<p>For most of its history Twitch faced rivals that either faded or stayed in their own niche. That changed in the 2020s, when a combination of revenue disputes, policy changes and new money brought a genuine platform shuffle. The most visible newcomer was <strong>Kick</strong>.</p>
<h2>Kick arrives</h2>
<p>Kick was announced in December 2022. It was backed by Ed Craven and Bijan Tehrani, the co-founders of the online casino Stake, and its pitch to streamers was blunt: streamers would keep 95 percent of subscription revenue, compared with the 50 percent standard at Twitch, and the rules would be more permissive. The timing was notable. In October 2022 Twitch had banned streams of slots, roulette and dice games from unlicensed gambling sites, and some of the streamers affected were among Kick's earliest high-profile supporters.</p>
<h2>The big signings</h2>
<p>Kick grew quickly in 2023 by signing well-known creators. The largest deal, announced in June 2023, was with Félix Lengyel, known as xQc, one of Twitch's most-watched streamers; it was reported as a two-year, non-exclusive agreement worth up to $100 million, including $70 million guaranteed. Other prominent streamers followed with deals of their own, and Kick's category pages quickly filled with familiar faces.</p>
<h2>Why IRL streamers moved</h2>
<p>IRL streamers were heavily represented among the migrants, for several reasons:</p>
<ul>
<li><strong>Economics.</strong> Outdoor streaming is costly, and a far larger share of subscription revenue made a real difference.</li>
<li><strong>Rules.</strong> Kick's looser moderation appealed to streamers whose content regularly tested other platforms' guidelines.</li>
<li><strong>Second chances.</strong> Some streamers who had been suspended elsewhere were able to rebuild on Kick.</li>
<li><strong>Attention.</strong> A growing platform with a smaller pool of streamers offered better visibility.</li>
</ul>
<p>Critics pointed to the other side of the same coin: looser moderation also meant more harmful and provocative content, and the platform's links to the gambling industry drew sustained scrutiny. Both the appeal and the criticism shaped the kind of IRL content that became associated with the platform.</p>
<h2>How Twitch responded</h2>
<p>Competition coincided with, and arguably accelerated, a series of changes at Twitch. In 2022 it had stopped enforcing exclusivity for partners. In 2023 it introduced Partner Plus, a programme offering a 70/30 subscription split to streamers who sustained a set number of recurring paid subscriptions, and it allowed simulcasting to any platform under certain conditions. The company presented these as responses to creator feedback; commentators widely read them as responses to competition too.</p>
<h2>A multi-platform world</h2>
<p>The result is a landscape in which IRL streamers routinely maintain a presence on several platforms—Twitch, YouTube, Kick and short-form video apps—and move their main broadcast as terms, rules and audiences change. For viewers, following an IRL streamer increasingly means following a person rather than a channel on a single site.</p>`,
  },
  {
    title: 'Mixer, Facebook Gaming and the Platforms That Came and Went',
    excerpt:
      "Beam became Mixer and closed in 2020. Periscope, Meerkat and Facebook's standalone gaming app disappeared too. What the graveyard of streaming platforms teaches about building an audience.",
    category: 'Platform Changes',
    author: 'sysop_lena',
    tags: ['mixer', 'facebook-gaming', 'periscope', 'platform-history'],
    createdAt: '2025-06-03T16:45:00.000Z',
    views: 6280,
    likes: 402,
    content: `<p>The history of live streaming is littered with platforms that arrived with fanfare and left quietly. For IRL streamers, whose audiences are built on habits and relationships, each closure was a reminder that a channel on someone else's service is never fully yours.</p>
<h2>Meerkat and Periscope</h2>
<p>In early 2015 two mobile live-streaming apps briefly dominated tech news. <strong>Meerkat</strong> launched first and went viral, but it struggled once Twitter restricted its access to Twitter's social graph. <strong>Periscope</strong>, which Twitter had acquired before its public launch in March 2015, became the better-known of the two. Both made live video from a phone feel ordinary. Meerkat was discontinued within about a year and a half as its team moved on to other products, and Periscope was shut down in 2021, with live video folded into Twitter itself.</p>
<h2>Beam becomes Mixer</h2>
<p>Beam, a streaming service built around very low latency and interactive features, launched in 2016 and was bought by Microsoft later that year. It was renamed <strong>Mixer</strong> in 2017 and integrated into Xbox and Windows. In August 2019 Mixer made headlines by signing Tyler Blevins, known as Ninja, then one of the most famous streamers in the world, to an exclusive deal, and other big names followed. The audience did not follow in sufficient numbers. In June 2020 Microsoft announced that Mixer would close, and it shut down on July 22, 2020, pointing its partners toward Facebook Gaming.</p>
<h2>Facebook Gaming</h2>
<p>Facebook had offered live video to everyone since 2016 and built a gaming section with creator programmes and its own exclusive signings. It found real audiences in some regions, but its standalone Facebook Gaming app was shut down in October 2022, with gaming content remaining inside the main Facebook app. For many IRL streamers, Facebook was always a secondary destination, useful for reaching family-oriented audiences but rarely their main home.</p>
<h2>YouTube Gaming, the app</h2>
<p>Even YouTube experimented and retreated. It launched a separate YouTube Gaming app and site in 2015 to compete with Twitch, then folded it back into the main YouTube app in 2019. Live streaming on YouTube continued and grew; only the separate brand disappeared.</p>
<h2>Lessons for IRL streamers</h2>
<ol>
<li><strong>Own a way to reach your audience.</strong> Streamers who kept social accounts, mailing lists or community servers could tell viewers where they were going when a platform closed.</li>
<li><strong>Exclusivity is a bet.</strong> Exclusive deals can pay well, but they tie a streamer's visibility to one company's fortunes.</li>
<li><strong>Archives vanish.</strong> When a platform closes, its recordings often go with it. Streamers who exported their broadcasts kept their history.</li>
</ol>
<p>Today's multi-platform habits—simulcasting, short clips on several apps, community servers that outlive any single service—are in large part a response to these closures. The platforms that came and went taught a generation of streamers not to put everything in one place.</p>`,
  },
  {
    title: "Hot Tubs, Gambling and Artistic Nudity: Twitch's Policy Whiplash, 2021–2023",
    excerpt:
      'A run of fast policy changes between 2021 and 2023 showed how hard it is to write rules for live content, and how quickly a platform can be forced to revise them.',
    category: 'Platform Changes',
    author: 'sysop_lena',
    tags: ['twitch', 'policy', 'gambling', 'guidelines'],
    createdAt: '2025-12-16T11:30:00.000Z',
    views: 5190,
    likes: 318,
    content: `<p>Twitch's rules have always evolved, but between 2021 and 2023 the pace of change was unusually fast and unusually public. Several decisions were announced, debated, adjusted and sometimes reversed within days. For IRL and Just Chatting streamers, whose content sits closest to the boundaries, each change mattered.</p>
<h2>2021: the hot tub category</h2>
<p>In spring 2021 a wave of streams from inflatable hot tubs and pools, often in swimwear, became one of the most discussed trends on the site. Advertisers and some viewers objected; the streamers pointed out that they were following the rules as written. In May 2021 Twitch responded not with a ban but with a new category, <strong>Pools, Hot Tubs, and Beaches</strong>, so that such content could be clearly labelled and viewers and advertisers could choose whether to see it. It was an early example of Twitch using categorisation rather than prohibition to manage borderline content.</p>
<h2>2022: the gambling ban</h2>
<p>Gambling streams had grown rapidly, especially streams of slots and casino-style games on crypto-gambling sites, often with sponsorship deals attached. After mounting criticism, including from well-known streamers, Twitch announced in September 2022 that from October 18 it would prohibit streaming slots, roulette and dice games from sites not licensed in the United States or in other jurisdictions with sufficient consumer protection. Sports betting and poker were not included in the initial ban. Some of the affected streamers later became prominent supporters of Kick.</p>
<h2>2023: labels and a fast reversal</h2>
<p>In June 2023 Twitch introduced content classification labels, asking streamers to flag mature themes such as sexual content, drugs and intoxication, violence, significant profanity and gambling. The idea was again to describe content rather than ban it, letting viewers filter what they see.</p>
<p>In December 2023 the company went further, announcing a revised sexual content policy that permitted some artistic depictions of nudity when properly labelled. Within days, as examples of the new policy spread across the site, Twitch reversed the change, with its chief executive acknowledging that the change had gone too far.</p>
<h2>What the whiplash reveals</h2>
<ul>
<li><strong>Live content resists precise rules.</strong> Any fixed wording is tested within days by thousands of streamers.</li>
<li><strong>Labels are the preferred tool.</strong> Categories and classifications let platforms allow content while limiting where it appears.</li>
<li><strong>Advertisers are stakeholders.</strong> Many policy changes were as much about advertiser comfort as about user safety.</li>
<li><strong>Reversals have costs.</strong> Streamers who adapt quickly to a new rule can be caught out when it disappears.</li>
</ul>
<p>For anyone reading IRL history, these episodes are a reminder to check the date on any statement about "what Twitch allows". The answer has changed often, and sometimes within a single week.</p>`,
  },
  {
    title: 'Twitch Leaves South Korea: Network Costs and the 2024 Exit',
    category: 'Platform Changes',
    author: 'raidtrain',
    tags: ['twitch', 'south-korea', 'network-costs', 'platform-migration'],
    createdAt: '2026-06-23T02:40:00.000Z',
    views: 3340,
    likes: 196,
    content: `<p>On February 27, 2024, Twitch stopped operating in South Korea. The withdrawal happened in a market famous for its streaming culture, its esports scene and some of the fastest internet connections in the world. The decision reshaped Korean streaming and touched IRL culture as well.</p>
<h2>The cost problem</h2>
<p>South Korea has an unusual internet market in which large content providers can face substantial fees to deliver traffic over domestic networks. Twitch said that operating in the country was significantly more expensive than elsewhere, describing network fees there as roughly ten times higher than in most other countries. Video streaming at scale, with high resolutions and long broadcasts, is exactly the kind of traffic those costs fall on.</p>
<h2>A gradual retreat</h2>
<p>The exit did not come out of nowhere. In September 2022 Twitch capped the maximum video quality available to viewers in South Korea at 720p, citing rising costs, and over the following months it switched off video-on-demand features there, first for viewing past broadcasts and clips and then for creating them. Korean streamers and viewers saw these steps as signs of a wind-down. In December 2023 the company's chief executive, Dan Clancy, announced that Twitch would shut down its business in South Korea, and the closure took effect at the end of February 2024.</p>
<h2>Where Korean streamers went</h2>
<p>Korea already had strong domestic platforms. Many streamers moved to <strong>AfreecaTV</strong>, one of the country's longest-running live-streaming services, which rebranded as SOOP in 2024. Others moved to <strong>CHZZK</strong>, a streaming service launched by the internet company Naver in late 2023, shortly before Twitch's exit took effect. Some went to YouTube. The migration was one of the largest coordinated platform moves in streaming history, involving an entire national community at once.</p>
<h2>Effects on IRL streaming</h2>
<p>For IRL culture the consequences were mixed. Korean IRL streamers continued broadcasting, but on domestic platforms whose audiences were mostly Korean-speaking, so they became less visible to international viewers who had found them on Twitch. Visiting streamers from abroad could still broadcast from Korea on other services, which meant the international image of Korean streets on Twitch increasingly came from visitors rather than residents.</p>
<h2>Why it matters beyond Korea</h2>
<p>The Korean exit showed that platform decisions depend on infrastructure economics as much as on content policy. A streaming service is not only a website; it is a bill for bandwidth in every country it serves. Where those bills are high, platforms may reduce quality, remove features or leave altogether, and creators have to follow their audiences somewhere else.</p>
<p>It also reinforced a lesson the closures of Mixer and Periscope had already taught: communities survive platform changes when they have their own ways of staying in touch. Korean streamers who had community servers, social accounts and fan cafés were able to tell their viewers where to go. Those who relied on Twitch alone had a harder time.</p>`,
  },
  {
    title: 'Justin Kan: The First Lifecaster and What Came After',
    excerpt:
      'The man behind the camera on the cap: a profile of Justin Kan, from Kiko and Justin.tv to Twitch, Y Combinator and later startups.',
    category: 'Streamer Profiles',
    author: 'vodkeeper',
    tags: ['justin-kan', 'justin.tv', 'founders', 'lifecasting'],
    createdAt: '2025-05-13T15:05:00.000Z',
    views: 10870,
    likes: 746,
    content: `<p>Justin Kan is best known as the person who wore the camera. In March 2007, aged 23, he began broadcasting his life continuously on Justin.tv, a site named after him that he had co-founded with friends. His lifecast lasted only a matter of months as the company's main show, but it made him one of the first internet personalities defined by live streaming, and the company it launched went on to become Twitch.</p>
<h2>Before Justin.tv</h2>
<p>Kan studied at Yale alongside Emmett Shear, a friend from their childhood in Seattle. After graduating in 2005 the two started a web calendar called Kiko with backing from Y Combinator. Kiko struggled after Google released its own calendar, and in 2006 the founders sold it in an online auction. The experience of building, failing and selling shaped what came next: rather than build another productivity tool, the team chose something far stranger.</p>
<h2>The lifecast</h2>
<p>Justin.tv launched on March 19, 2007, with Kan broadcasting from a camera on his cap wired to a computer in a backpack. He was interviewed on national television within weeks, and his broadcast attracted large audiences and equally large amounts of mischief, including hoax emergency calls to his apartment. Kan was candid that life is not always interesting to watch, and the company soon opened the platform to other broadcasters.</p>
<h2>From Justin.tv to Twitch</h2>
<p>Kan co-founded the company alongside Emmett Shear, Michael Seibel and Kyle Vogt, and he was involved as it evolved from a single lifecast into a platform, then spun out Twitch in 2011 and the mobile video app Socialcam. Twitch became the company's focus, and in 2014 Amazon agreed to acquire it for roughly $970 million.</p>
<h2>After Twitch</h2>
<p>Kan later spent time as a partner at Y Combinator, advising other startups, and went on to found further companies, including the legal-technology startup Atrium, which closed in 2020. He has spoken and written publicly about entrepreneurship, failure and personal growth, often drawing on the unusual experience of having broadcast his own life to strangers in his twenties.</p>
<h2>Legacy for IRL streaming</h2>
<ul>
<li><strong>The format.</strong> A moving, first-person camera with a live chat alongside it is still the basic shape of an IRL stream.</li>
<li><strong>The word.</strong> "Lifecasting" gave the practice a name years before "IRL" became the standard label.</li>
<li><strong>The warnings.</strong> Hoax calls, pranks and a lack of privacy, all part of Kan's experience in 2007, remain the genre's central safety problems.</li>
</ul>
<p>Kan is sometimes described as the first IRL streamer. That is not strictly true—others had broadcast their lives online before him—but he was the first to do it on the platform that would become the centre of live-streaming culture, and his experiment is where most histories of IRL streaming begin.</p>`,
  },
  {
    title: 'iJustine and the Lifecasting Summer of 2007',
    excerpt:
      "Before she was a long-running tech YouTuber, Justine Ezarik was one of Justin.tv's best-known lifecasters. Her 2007 broadcasts show how lifecasting turned ordinary people into online personalities.",
    category: 'Streamer Profiles',
    author: 'vodkeeper',
    tags: ['ijustine', 'lifecasting', 'justin.tv', 'youtube'],
    createdAt: '2025-08-05T10:50:00.000Z',
    views: 8120,
    likes: 561,
    content: `<p>Justine Ezarik, known online as <strong>iJustine</strong>, was one of the first people to show that lifecasting could make someone famous. In 2007, when Justin.tv was opening up beyond its founder's channel, she began broadcasting large parts of her daily life on the site. Her channel became one of the best-known lifecasts of the period and a reference point for anyone who wanted to follow in her footsteps.</p>
<h2>The lifecast</h2>
<p>Lifecasting in 2007 meant living with a camera almost constantly switched on, at home and out in the world, with a chat room full of strangers commenting on everything. It meant low-resolution video, unreliable mobile connections and very little privacy. Ezarik embraced the format with humour and energy, talking to her chat, showing her work and bringing viewers along to events. For many viewers her channel was their introduction to the idea that watching someone's ordinary life live could be entertaining.</p>
<h2>The iPhone bill</h2>
<p>Her most famous moment from that period was not a live broadcast but a short video. In August 2007, shortly after the first iPhone launched, she posted a video showing the 300-page paper phone bill she had received, itemising every data session and text message. The video went viral, was covered widely in the press and brought a wave of attention to her lifecast. It captured something about the moment: the first smartphones, the new habit of documenting everything, and a young internet audience that loved seeing technology companies caught out by their own paperwork.</p>
<h2>From lifecaster to creator</h2>
<p>Ezarik moved on from round-the-clock lifecasting and built a long career as an online video creator, best known for technology reviews, unboxings and coverage of Apple products on YouTube. She also appeared in television and web productions. Her path—from lifecasting to a durable, multi-platform media career—became a template that many later streamers followed.</p>
<h2>Why she matters to IRL history</h2>
<ul>
<li><strong>She proved the audience existed.</strong> Lifecasting was not just a founder's stunt; ordinary people could build audiences by broadcasting their lives.</li>
<li><strong>She bridged live and recorded video.</strong> Her career moved easily between live streams and edited videos, as most successful IRL streamers' careers do today.</li>
<li><strong>She showed the value of personality.</strong> What kept viewers watching was not the technology but the person behind it.</li>
</ul>
<p>The lifecasting summer of 2007 lasted only a short time before the industry moved on to gaming and, later, to mobile apps. But the idea it proved—that real life, shared live by a likeable host, is compelling—is the foundation the entire IRL genre stands on.</p>`,
  },
  {
    title: 'Emmett Shear: The Co-Founder Who Steered Twitch Through the IRL Years',
    excerpt:
      'Justin.tv co-founder Emmett Shear ran Twitch from its launch until 2023, overseeing the Amazon acquisition, the return of real-life content and the IRL category.',
    category: 'Streamer Profiles',
    author: 'raidtrain',
    tags: ['emmett-shear', 'twitch', 'founders', 'leadership'],
    createdAt: '2026-02-24T19:35:00.000Z',
    views: 4480,
    likes: 276,
    content: `<p>If Justin Kan was the face of Justin.tv, Emmett Shear was the person who spent the longest time running what it became. A co-founder of Justin.tv and the long-time chief executive of Twitch, Shear led the company from a gaming spin-off to the centre of live-streaming culture, and he was in charge when Twitch reopened its doors to real-life content.</p>
<h2>Early years</h2>
<p>Shear grew up in Seattle, where he became friends with Justin Kan as a child, and the two later attended Yale. Together they founded the web calendar Kiko and then, with Michael Seibel and Kyle Vogt, Justin.tv in 2007. Shear worked on the technology that made continuous live video possible at a time when streaming at scale was expensive and difficult.</p>
<h2>Running Twitch</h2>
<p>When the company launched Twitch as a separate gaming site in 2011, Shear led it. Under his leadership Twitch grew into the dominant platform for live gaming video, the parent company took the Twitch name in 2014, Justin.tv was closed, and Amazon acquired Twitch that year for roughly $970 million. Shear stayed on as chief executive after the acquisition.</p>
<h2>Bringing real life back</h2>
<p>For IRL history, Shear's most relevant decisions came in 2015 and 2016, when Twitch loosened its gaming-only focus. The Creative category, the Social Eating category and finally the IRL category in December 2016 all arrived during his tenure. Announcing IRL, he explained that Twitch creators had repeatedly said they wanted to share their everyday lives, thoughts and opinions with their communities. For a company that had begun with a lifecast, it was a return to its roots.</p>
<p>His tenure also covered many of the difficult episodes described elsewhere on this site: the 2020 copyright wave, the hate raids of 2021, the data leak of October 2021, debates over revenue splits and the arrival of new competitors.</p>
<h2>After Twitch</h2>
<p>In March 2023 Shear announced that he was stepping down as chief executive, and Dan Clancy succeeded him. In November 2023 he briefly served as interim chief executive of OpenAI during a short leadership crisis at that company, a period that lasted only a few days. Those later chapters are outside the scope of IRL history, but they underline how far the people behind a 2007 lifecasting experiment have travelled.</p>
<h2>Why a founder belongs in streamer profiles</h2>
<p>Shear was never an IRL streamer in the usual sense. He belongs here because the decisions he made, and the platform he led, shaped what IRL streamers could do, where they could do it and how they could earn a living. Histories of streaming culture often focus on the people in front of the camera; they are incomplete without the people who decided what the camera was allowed to show.</p>`,
  },
  {
    title: 'Archetype: The Night Walker',
    excerpt:
      "Not a person but a type: the streamer who walks a city after dark for hours, says little and lets the streets do the talking. A composite portrait of one of IRL streaming's most enduring formats.",
    category: 'Streamer Profiles',
    author: 'nightwalk_jp',
    tags: ['archetypes', 'walking-streams', 'travel', 'slow-tv'],
    createdAt: '2026-09-08T14:00:00.000Z',
    views: 2210,
    likes: 163,
    content: `<p><em>This profile describes an archetype, a composite drawn from many channels, rather than any real individual. No facts here should be read as describing a particular streamer.</em></p>
<p>Every IRL scene has one. The night walker goes live after dark, points the camera down a street and starts walking. There are no stunts, no dares and rarely any guests. Sometimes they talk to chat; sometimes they say nothing for twenty minutes. The streams run for hours, and their viewers stay for all of them.</p>
<h2>The setup</h2>
<p>The night walker's gear is built for endurance and discretion: a small camera or phone on a gimbal, a good microphone with a wind cover, a bonded connection or a pair of SIM cards, and enough batteries to last until the trains stop. Overlays are minimal—perhaps the local time, the weather and a small map with a deliberately delayed position. Audio matters more than video: footsteps, rain, traffic, the hum of vending machines and distant conversations are the soundtrack.</p>
<h2>The audience</h2>
<p>Viewers watch night walks for different reasons. Some are travelling vicariously, exploring cities they may never visit. Some use the stream as background company while they work, study or try to sleep. Some are from the city being shown and enjoy seeing familiar streets from someone else's perspective. The chat tends to be calm, with regulars greeting each other, identifying landmarks and sharing memories of places they have lived.</p>
<h2>The ethics</h2>
<p>The best night walkers share a set of habits that keep the format respectful:</p>
<ul>
<li>They keep the camera wide and avoid lingering on faces.</li>
<li>They avoid residential doorways, windows and anything that could identify where someone lives.</li>
<li>They do not film people who are vulnerable, intoxicated or in distress for the audience's entertainment.</li>
<li>They stop streaming on public transport and inside businesses unless they have permission.</li>
<li>They keep their own location delayed and end the stream well away from where they are staying.</li>
</ul>
<h2>Why the format lasts</h2>
<p>Trends in IRL streaming come and go—hot tubs, pranks, gambling, travel challenges—but the night walk endures. It asks little of the streamer beyond patience and care, and it offers viewers something rare online: calm. In a genre often associated with chaos, the night walker is a reminder that the original promise of lifecasting was simply to let people see the world through someone else's eyes.</p>
<blockquote>The night walker's camera is not looking for content. It is looking at a city, and inviting you to look too.</blockquote>`,
  },
];
