import type { DemoArticle } from './types.js';

/** Demo articles for the 'Drama & Events' and 'Network History' categories. */
export const DRAMA_AND_NETWORK_ARTICLES: DemoArticle[] = [
  {
    title: 'The 2020 DMCA Wave and the Problem of Music in Public',
    excerpt:
      "In 2020 a flood of copyright notices hit Twitch, mostly over background music in old clips. For IRL streamers, who cannot switch off the world's speakers, the episode exposed a problem with no clean solution.",
    category: 'Drama & Events',
    author: 'chatlogger',
    tags: ['dmca', 'copyright', 'music', 'twitch'],
    createdAt: '2025-02-25T15:30:00.000Z',
    views: 5870,
    likes: 362,
    content: `<p>For most of Twitch's history, music in streams was a known grey area that rarely led to consequences. That changed abruptly in 2020. Starting around May and June, Twitch received a sudden surge of takedown notices under the US Digital Millennium Copyright Act, filed on behalf of record labels. Most targeted short clips, often years old, in which copyrighted songs could be heard.</p>
<h2>What happened</h2>
<p>Twitch processed the notices, removed content and warned streamers that repeat infringement could cost them their channels. Because many of the flagged clips were created by viewers rather than streamers, people found themselves facing strikes for moments they had forgotten or never seen. Twitch urged creators to review and delete old clips and videos that might contain music, and many did so in bulk, erasing large parts of their archives. In October 2020 Twitch deleted a large batch of flagged clips itself and acknowledged that creators had been given too little warning and too few tools.</p>
<p>In the months that followed Twitch introduced better tools for deleting clips in bulk and launched Soundtrack by Twitch, a service intended to provide licensed music for streams; the service was later discontinued.</p>
<h2>Why IRL was uniquely exposed</h2>
<p>A gaming streamer can turn off their music player. An IRL streamer walking through a city cannot turn off a shop's speakers, a passing car, a busker or the soundtrack at a stadium. Background music is part of public space, and a microphone picks it up whether the streamer wants it or not. The wave forced IRL streamers to think about audio in a way they never had.</p>
<ul>
<li><strong>Moving on.</strong> Many streamers adopted the habit of walking away from live music or lowering their microphone when entering shops and bars.</li>
<li><strong>Narrating instead of listening.</strong> Concerts and club nights, once popular IRL content, became risky, and many streamers stopped broadcasting them or switched to talking over muted audio.</li>
<li><strong>Archive hygiene.</strong> Streamers became more careful about which past broadcasts they kept public, trading history for safety.</li>
</ul>
<h2>The lasting effect</h2>
<p>The 2020 wave did not resolve the underlying tension between live, unedited broadcasting and a copyright system built around recordings that can be checked before publication. It did, however, change habits. Music moved from something streamers took for granted to something they actively managed, and platforms began building licensing deals and detection tools into their products.</p>
<p>For historians of IRL culture, the episode also left a gap. A great deal of footage from the late 2010s was deleted in 2020, not because anyone wanted it gone, but because keeping it had become a liability.</p>`,
  },
  {
    title: 'October 2021: The Twitch Leak and What It Revealed',
    excerpt:
      "An anonymous leak of Twitch's source code and creator payout figures became one of the biggest stories in streaming history. What was released, how Twitch responded, and why the payout lists mattered.",
    category: 'Drama & Events',
    author: 'chatlogger',
    tags: ['twitch', 'data-leak', 'security', 'creator-economy'],
    createdAt: '2025-09-09T12:00:00.000Z',
    views: 8340,
    likes: 497,
    content: `<p>On October 6, 2021, an anonymous post on an online message board linked to a torrent of data taken from Twitch. The archive, reported to be well over 100 gigabytes, contained large parts of the company's source code, internal tools and documents, and—the part that drew the most attention—figures showing how much the platform had paid thousands of its creators over roughly two years.</p>
<h2>Twitch's response</h2>
<p>Twitch confirmed the breach the same day. It later said that the data had been exposed because of an error in a server configuration change that a malicious third party then accessed, and that it had no indication that login credentials had been exposed. As a precaution, it reset every streamer's stream key, which meant broadcasters around the world had to update their streaming software before they could go live again.</p>
<h2>The payout lists</h2>
<p>The creator payment figures spread far faster than the source code. Lists ranking the highest-earning channels circulated within hours. Several streamers confirmed that their figures looked broadly accurate, while others pointed out what the numbers left out: sponsorships, revenue from other platforms, and the costs of running a channel, from equipment and editors to taxes.</p>
<p>For the wider community the figures mattered less for what they said about any individual than for what they revealed about the whole system. They showed a steep concentration of income at the top, confirmed that a comfortable living from Twitch alone was rare, and gave smaller streamers their first real benchmark for what success looked like in money. Discussions about revenue splits that had been abstract became concrete.</p>
<h2>Why it mattered to IRL streamers</h2>
<p>IRL streamers read the lists with particular interest. Outdoor streaming is expensive—data plans, travel, bonded equipment, accommodation—and the figures helped explain why so many IRL broadcasters relied on donations, sponsorships and multiple platforms rather than subscriptions alone. The debate about revenue shares that followed over the next two years, as new platforms competed with more generous splits, began in earnest with this leak.</p>
<h2>Lessons</h2>
<ul>
<li><strong>Security affects everyone.</strong> A configuration mistake at the platform level forced every broadcaster to take action.</li>
<li><strong>Transparency arrives by accident.</strong> The creator economy had been opaque by design; the leak showed how much people wanted to know.</li>
<li><strong>Context matters.</strong> Raw payout numbers without costs or other income sources can mislead, and treating them as a full picture of anyone's finances is a mistake.</li>
</ul>
<p>The leak is now a fixed point in streaming history, often referenced whenever creators discuss pay. This site describes it as an event and does not republish any of the leaked material.</p>`,
  },
  {
    title: 'TwitchCon, Meetups and the Crowd Problem',
    excerpt:
      "Conventions and fan meetups are where IRL streaming becomes physically real. They have produced some of the genre's best moments and some of its most serious safety lessons.",
    category: 'Drama & Events',
    author: 'raidtrain',
    tags: ['twitchcon', 'meetups', 'events', 'crowd-safety'],
    createdAt: '2025-11-18T18:30:00.000Z',
    views: 4720,
    likes: 301,
    content: `<p>Streaming communities live online, but every so often they gather in one place. The first TwitchCon took place in San Francisco in 2015, and the convention has since been held in several US cities and, from 2019, in Europe. For IRL streamers, conventions are peak content: thousands of fellow streamers and fans, impromptu collaborations and a camera that never runs out of people to talk to. They are also where the genre's crowd problems are most visible.</p>
<h2>The convention as a stage</h2>
<p>At a large streaming convention, dozens of people may be broadcasting from the same hall at once. Viewers hop between streams to follow the same event from different angles, and chance encounters between streamers become shared moments across several channels. Many streamers credit conventions with some of their fastest audience growth, because they meet other creators and appear on each other's broadcasts.</p>
<h2>When crowds form</h2>
<p>The same visibility can go wrong quickly. A well-known streamer walking through a hall or a city can draw a crowd within minutes, especially if their location is visible on stream. Fans following a broadcast in real time sometimes converge on the streamer faster than anyone can organise, creating crushes at doorways, blocked streets and conflicts with security. Unofficial meetups announced on stream have at times attracted far more people than the venue or the police expected.</p>
<p>Conventions have also had accidents. At TwitchCon in San Diego in 2022, a foam pit at a sponsor's booth was closed after at least one streamer reported a serious back injury there, an incident that prompted wider discussion about safety at attractions built for content.</p>
<h2>What organisers and streamers learned</h2>
<ul>
<li><strong>Announce meetups carefully.</strong> Publishing an exact time and place to a large audience is an open invitation to a crowd nobody can control.</li>
<li><strong>Delay locations.</strong> Streamers at events often avoid showing recognisable landmarks live, or add a stream delay.</li>
<li><strong>Bring help.</strong> Larger streamers travel with friends, moderators or security who can watch the crowd while they watch the camera.</li>
<li><strong>Respect venue rules.</strong> Conventions have their own policies on filming and streaming, and breaking them can mean losing access.</li>
</ul>
<h2>The good side</h2>
<p>None of this should obscure why people go. For many viewers a meetup is the first time they meet the community they spend hours with each week. For streamers, seeing the people behind the usernames is a reminder that the chat is made of real people. The history of IRL streaming is full of friendships and collaborations that began in a convention hall, and most meetups pass off happily, with photos, handshakes and stories retold on stream for months afterwards.</p>`,
  },
  {
    title: 'When IRL Streams Go Abroad: The Backlash in Japan and South Korea',
    excerpt:
      'In the 2020s a series of disruptive broadcasts by visiting streamers drew national media attention in Japan and South Korea. The backlash changed how travel streaming is perceived, and how locals respond to cameras.',
    category: 'Drama & Events',
    author: 'nightwalk_jp',
    tags: ['japan', 'south-korea', 'travel', 'etiquette'],
    createdAt: '2026-05-12T05:50:00.000Z',
    views: 6410,
    likes: 388,
    content: `<p>Japan and South Korea have long been favourite destinations for IRL travel streams. Their cities are dense, safe, well connected and endlessly watchable, and many viewers abroad are fascinated by everyday life there. For years the typical travel stream was a quiet walk through Tokyo or Seoul, a trip to a convenience store, or a visit to a festival. In the 2020s that image was complicated by a smaller number of visiting streamers whose broadcasts were built around disruption.</p>
<h2>What went wrong</h2>
<p>The pattern was familiar to anyone who had followed provocative IRL content elsewhere. Some visiting streamers harassed passers-by, made noise on public transport, trespassed, provoked shop staff or behaved offensively at sites of cultural or historical significance, often at the urging of paying viewers. Clips circulated on local social media, and the incidents were covered by national newspapers and television. In several cases police became involved, and some foreign streamers were arrested and prosecuted under local law.</p>
<p>This site does not catalogue individual cases or name the people involved. What matters for the history of the genre is the reaction, which affected far more people than the handful of streamers responsible.</p>
<h2>The local reaction</h2>
<ul>
<li><strong>Suspicion of cameras.</strong> In popular areas, residents and shopkeepers became warier of anyone filming, including respectful streamers.</li>
<li><strong>More "no filming" rules.</strong> Some businesses and venues introduced or began enforcing bans on filming and streaming on their premises.</li>
<li><strong>Public debate.</strong> Commentators in both countries discussed whether existing laws on public nuisance and business obstruction were enough to deal with disruption designed for an online audience.</li>
</ul>
<h2>The wider context in Korea</h2>
<p>South Korea also has a strong domestic streaming industry with its own platforms and norms. In February 2024 Twitch ended its service in the country, citing high network costs, and Korean streamers moved to local platforms such as AfreecaTV, which rebranded as SOOP in 2024, and Naver's CHZZK. Visiting streamers therefore increasingly broadcast in a country whose own streaming audience was largely watching elsewhere, and whose local creators were sometimes frustrated to see their cities portrayed through disruptive clips.</p>
<h2>What respectful travel streamers do differently</h2>
<p>The backlash had a constructive side. Long-running travel streamers and their communities became more explicit about etiquette: keeping voices down on trains, not filming people's faces up close without permission, asking before streaming inside businesses, and refusing paid requests that involve strangers. Many of them speak publicly about the damage disruptive streams do to everyone who travels with a camera.</p>
<blockquote>A travel stream borrows a place from the people who live there. The best ones give something back: curiosity, respect and an accurate picture of daily life.</blockquote>`,
  },
  {
    title: 'Hosts and Raids: How Twitch Built Tools for Sharing an Audience',
    excerpt:
      'Host mode arrived in 2014, official raids in 2017, and hosting disappeared in 2022. The story of how streamers pass viewers to one another is also a story about how IRL networks formed.',
    category: 'Network History',
    author: 'raidtrain',
    tags: ['raids', 'hosting', 'twitch', 'community'],
    createdAt: '2025-03-19T20:00:00.000Z',
    views: 5540,
    likes: 366,
    content: `<p>Live streaming has a strange problem: when a broadcast ends, the audience scatters. A television network can roll straight into the next show, but a streamer who signs off leaves hundreds or thousands of viewers with nowhere in particular to go. Twitch's tools for handing those viewers on to someone else shaped how streamers formed friendships, crews and networks.</p>
<h2>Host mode (2014–2022)</h2>
<p>Twitch introduced <strong>host mode</strong> in 2014. A streamer could display another live channel on their own channel page, so visitors arriving while they were offline would see someone else's broadcast instead of a blank screen. Auto-host extended the idea by letting streamers keep a list of channels to host automatically. Hosting became a quiet form of endorsement: being hosted by a bigger streamer was a signal of friendship and a source of new viewers.</p>
<h2>Raids become official (2017)</h2>
<p>"Raiding" started as an informal community practice. At the end of a stream a broadcaster would post another channel's link and ask chat to go over together, often with a greeting message to paste on arrival. The practice was sometimes abused to flood channels with hostile viewers, but mostly it was a friendly ritual. After announcing the feature at TwitchCon 2017, Twitch rolled out an official raid command in November 2017 that moved viewers automatically after a short countdown. Starting a raid took a single line typed into chat:</p>
<pre>/raid channelname</pre>
<p>Raids made audience sharing a visible, celebrated moment. A raid notification with a big number attached became one of the most exciting things that could happen to a small streamer.</p>
<h2>Hosting ends (2022)</h2>
<p>In October 2022 Twitch removed host mode, saying that viewers expected to interact with the streamer they were watching and that hosting, which showed one channel inside another, did not deliver that. Auto-host was reworked into suggested channels. Many streamers objected, noting that hosting had been one of the few ways to promote others while offline, but raids remained.</p>
<h2>Raids and the IRL network</h2>
<p>For IRL streamers, raids had a particular flavour. Outdoor broadcasts tend to end abruptly—batteries die, connections drop, a venue asks the camera to leave—so having friends to raid at short notice was valuable. Groups of IRL streamers who travelled or lived near each other often raided in a loop, passing the same audience from one broadcast to the next across a whole day. Viewers started to think of these groups as a single extended show with a rotating cast.</p>
<h2>The dark side</h2>
<p>The same mechanism that made raids powerful made them dangerous. In 2021, coordinated "hate raids" used bot accounts to flood marginalised streamers' chats with abuse, prompting new safety tools and raid settings that let streamers restrict who can raid them. The history of audience sharing is, like much of streaming history, a story of features that reflect both the best and worst of the communities that use them.</p>`,
  },
  {
    title: 'The IRL Network: Co-Streams, Crews and a Shared Cast of Characters',
    excerpt:
      'IRL streamers rarely work alone for long. How informal networks of friends, rivals and collaborators turned separate channels into something closer to a shared, sprawling show.',
    category: 'Network History',
    author: 'vodkeeper',
    tags: ['co-streaming', 'irl-network', 'collaboration', 'community'],
    createdAt: '2025-12-09T16:20:00.000Z',
    views: 4180,
    likes: 259,
    content: `<p>One of the most distinctive features of IRL streaming is how social it is. A gaming streamer can broadcast alone for years; an IRL streamer sooner or later runs into other streamers, literally. Over time, clusters of streamers who live, travel and broadcast together have formed loose networks that viewers treat as a single extended story. This article describes how such networks typically work, without attributing behaviour to particular people.</p>
<h2>How networks form</h2>
<p>Most IRL networks start with geography. Streamers in the same city meet at events, join each other's broadcasts and discover that a stream with two or three people in it is more entertaining than one. Travel does the rest: streamers who go on trips together broadcast the same journey from several angles, and viewers follow along by switching between channels or watching several at once on multi-stream viewer sites.</p>
<p>Over time, a core group appears on each other's streams so often that audiences overlap heavily. Inside jokes, nicknames and recurring storylines develop, and viewers start to talk about "the network" or "the crew" rather than a single channel.</p>
<h2>What holds them together</h2>
<ul>
<li><strong>Shared audiences.</strong> Raids, guest appearances and joint streams move viewers between channels, so each member benefits from the others' growth.</li>
<li><strong>Shared logistics.</strong> Travel, accommodation, equipment and even moderators are cheaper and safer to share.</li>
<li><strong>Shared storylines.</strong> Friendships, rivalries and group trips give viewers reasons to follow several channels rather than one.</li>
</ul>
<h2>The tensions</h2>
<p>Networks also create problems. When one member is suspended, the others must decide whether to keep appearing together on stream. Disagreements that would be private among ordinary friends play out live in front of overlapping audiences, who often take sides loudly. Viewers may assume that every member endorses every other member's behaviour. And guests who appear on a popular streamer's broadcast do not always understand, or agree to, how widely they will be seen.</p>
<h2>Platforms catch up</h2>
<p>Platforms gradually built features for this style of collaboration. Twitch experimented with several, from Squad Stream, which showed up to four channels side by side, to Guest Star, later renamed Stream Together, which let a host bring other creators into their broadcast. Other platforms added their own co-streaming tools. These features formalised what IRL networks had been doing with phones, raids and group chats for years.</p>
<h2>Why networks matter historically</h2>
<p>Much of IRL history cannot be told channel by channel. The most memorable events—a group trip, a meetup, a long-running rivalry—happened across several broadcasts at once, each capturing only part of the picture. Reconstructing those events means collecting several perspectives, which is one reason this site encourages contributors to note which streams covered an event and from which angle.</p>`,
  },
  {
    title: 'Simulcasting and the End of Exclusivity',
    excerpt:
      'For years a Twitch partnership meant streaming on Twitch alone. Changes in 2022 and 2023 let streamers broadcast on several platforms at once, with lasting effects on how IRL audiences are built.',
    category: 'Network History',
    author: 'sysop_lena',
    tags: ['simulcasting', 'multistreaming', 'exclusivity', 'platforms'],
    createdAt: '2026-02-03T10:10:00.000Z',
    views: 3570,
    likes: 208,
    content: `<p>Sending the same live broadcast to several platforms at once, usually called <strong>simulcasting</strong> or multistreaming, is technically simple. Services that take one incoming stream and forward it to several destinations have existed for years, and many hobbyists have used them since the mid-2010s. The obstacle was never technology; it was contracts.</p>
<h2>The exclusivity era</h2>
<p>Twitch's partner programme historically required partners to stream live exclusively on Twitch. Affiliates and partners gained subscriptions, ad revenue and other benefits in exchange for keeping their live audience in one place. Competing platforms used exclusivity too: in the late 2010s and early 2020s several big-name streamers signed exclusive deals with rivals such as Microsoft's Mixer, YouTube and Facebook Gaming. For viewers, exclusivity meant following a streamer from platform to platform as contracts changed.</p>
<h2>Two steps away from exclusivity</h2>
<p>Twitch relaxed its position in two steps. In August 2022 it told partners it would stop enforcing the exclusivity clause: they could go live on other services as soon as their Twitch stream ended, and could simulcast to short-form, mobile-first services such as TikTok and Instagram Live, but not to Twitch-like sites such as YouTube. In October 2023, at TwitchCon in Las Vegas, it went further and allowed simulcasting to any platform, including direct competitors, with conditions:</p>
<ul>
<li>the experience for Twitch viewers had to be at least as good as on other platforms;</li>
<li>streamers should not direct their Twitch audience to leave for the simulcast;</li>
<li>third-party tools that merge chats from several platforms into the Twitch stream were not permitted;</li>
<li>streamers with separate exclusivity agreements remained bound by them.</li>
</ul>
<h2>What it meant for IRL</h2>
<p>IRL streamers were among the biggest beneficiaries. Their content is expensive to produce and their audiences are spread across platforms, with some viewers loyal to Twitch, some to YouTube and some to newer services such as Kick or TikTok. Simulcasting let a single walk through a city reach all of them at once. It also reduced the risk of any one platform's decisions: a suspension or a policy change on one service no longer meant losing the entire audience.</p>
<h2>The costs</h2>
<p>Simulcasting is not free. Reading several chats while walking through traffic is hard, and rules against merging chats on stream made it harder. Platform-specific features—raids, channel points, paid messages—fragment the audience experience. And an IRL broadcast that has to satisfy the rules of several platforms at once must follow the strictest of them.</p>
<p>The end of exclusivity marked a shift in power. Platforms now compete not just for where a streamer lives, but for where their viewers choose to watch. For the history of IRL streaming, it closes an era in which a streamer's platform was part of their identity.</p>`,
  },
];
