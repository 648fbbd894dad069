import type { DemoArticle } from './types.js';

/** Demo articles for the 'Justin.tv Era' and 'Twitch IRL' categories. */
export const JUSTIN_TV_AND_TWITCH_IRL_ARTICLES: DemoArticle[] = [
  {
    title: 'March 2007: Justin Kan Straps a Camera to His Cap and Invents Lifecasting',
    excerpt:
      'Justin.tv began as a single channel: one founder, one head-mounted camera and a backpack full of hardware, broadcasting around the clock from San Francisco. Here is how the experiment worked and why it still matters.',
    category: 'Justin.tv Era',
    author: 'vodkeeper',
    tags: ['justin.tv', 'lifecasting', 'history', 'mobile-streaming'],
    createdAt: '2024-12-03T15:00:00.000Z',
    views: 18420,
    likes: 1312,
    content: `<p>Shortly after midnight on March 19, 2007, a 23-year-old Yale graduate named Justin Kan went live from a San Francisco apartment and did not plan to stop. A small camera and microphone were fixed to his baseball cap and wired to a computer in a backpack, and the whole apparatus pushed a continuous video feed to a website named after him: Justin.tv. Kan called what he was doing <em>lifecasting</em>, and the word stuck.</p>
<h2>The team and the bet</h2>
<p>Justin.tv was founded by Kan together with Emmett Shear, Michael Seibel and Kyle Vogt. Kan and Shear had previously built Kiko, an early web calendar that struggled once Google launched its own, and the new venture had seed money from Y Combinator. The pitch was half startup, half reality show: one person broadcasting his entire life, live, to anyone who cared to watch. The early slogan was refreshingly honest about the appeal—viewers could waste time watching other people waste time.</p>
<h2>How the rig worked</h2>
<p>The hardware was improvised. Contemporary descriptions mention the cap-mounted camera, a computer carried in a backpack, a large battery good for several hours, and several cellular data cards on the EV-DO networks of the day, combined to squeeze out enough upload bandwidth. The picture was small and ran at a low frame rate, and it dropped whenever the network did. None of that mattered much. What was new was that the broadcast <strong>moved</strong>: Kan rode buses, went shopping, ate dinner and went on dates with the audience along for the ride.</p>
<h2>The audience talks back</h2>
<p>The show was never just video. Chat rooms sat beside the player, and viewers treated the broadcast as something they could take part in. Some of that was friendly; some of it was not. Within days of launch someone phoned in a false report of a stabbing at the apartment and police arrived—an early example of the hoax emergency calls that would later be called swatting. Pranksters also sent deliveries to the address and tried to provoke reactions on camera. The dynamic every later IRL streamer would recognise, an audience that wants to shape what happens next, was visible in the first weeks.</p>
<blockquote>The core ingredients of IRL streaming were all there in 2007: a moving camera, a fragile mobile connection, a live chat, and an audience that could reach into the real world.</blockquote>
<h2>From one man to a platform</h2>
<p>The media attention was intense, with national television interviews within weeks, but watching one person around the clock proved a hard format to sustain. Kan later admitted that he was not interesting all the time. The more durable idea was the infrastructure: if one person could broadcast live from anywhere, so could anyone. Later in 2007 Justin.tv opened up to other broadcasters, and the single lifecast became a network of channels.</p>
<h2>Why it still matters</h2>
<p>Every element of modern IRL streaming has a precedent in those first months: the body-worn camera, the bonded mobile connection, the interactive chat, and the safety problems that come with broadcasting your whereabouts to strangers. The company that grew out of the experiment would eventually become Twitch. For the history of IRL streaming, though, the starting point is a cap with a camera on it.</p>`,
  },
  {
    title: 'Justin.tv Opens Its Doors: From One Lifecast to Thousands of Channels',
    excerpt:
      "In 2007 Justin.tv stopped being one man's show and became a platform anyone could broadcast on. Lifecasters, musicians, gamers and sports pirates all arrived, and the company had to work out what it actually was.",
    category: 'Justin.tv Era',
    author: 'vodkeeper',
    tags: ['justin.tv', 'lifecasting', 'ijustine', 'copyright'],
    createdAt: '2025-01-14T12:30:00.000Z',
    views: 9650,
    likes: 604,
    content: `<p>For its first months Justin.tv was exactly what the name promised: Justin. The founders soon realised that the technology they had built to keep one man online was more valuable than the show itself. Over the course of 2007 a handful of other lifecasters began broadcasting alongside Kan, and by the autumn the site had opened so that anyone with a webcam and an account could run a channel of their own.</p>
<h2>The lifecasters</h2>
<p>The best-known of the early lifecasters was Justine Ezarik, who broadcast large parts of her daily life on the site in 2007 as <strong>iJustine</strong>. Her short video about receiving a 300-page itemised phone bill for her new iPhone went viral that August and brought a wave of attention to lifecasting in general. Dozens of less famous lifecasters streamed from apartments, dorm rooms and cars, often for hours at a time, building small, intensely loyal audiences in the chat rooms beside their players.</p>
<p>Lifecasting established habits that IRL streaming still relies on: narrating ordinary tasks for an audience, reading and answering chat while doing something else, and treating regular viewers as a community with its own in-jokes rather than as an anonymous crowd.</p>
<h2>Everything else arrives</h2>
<p>Once anyone could broadcast, people broadcast everything. Musicians played live sets, hobbyists ran talk shows, pet owners pointed cameras at puppies, and gamers streamed their screens. In March 2008 the site introduced browsable categories, with sections such as People &amp; Lifecasting, Sports, Music &amp; Radio, Gaming, News &amp; Tech, Animals and Entertainment. Lifecasting had gone from the whole product to one shelf among many.</p>
<h2>The piracy problem</h2>
<p>Openness had a cost. Some users rebroadcast television, especially live sports and pay-per-view fights, and rights holders complained loudly; at least one, the parent company of the UFC, eventually took Justin.tv to court. The company responded with takedown processes and automated content identification, but the reputation of live platforms as a haven for pirated streams took years to fade. The episode is an early example of a pattern that later hit IRL streamers directly: copyrighted material appearing in a live broadcast that nobody can edit before it goes out.</p>
<h2>The competition</h2>
<p>Justin.tv was not alone. Ustream and Livestream (which began as Mogulus) courted events and media companies, Stickam combined webcams with social networking, and mobile-first services such as Qik and Bambuser let people stream from the camera phones of the late 2000s. Each explored a different answer to the same question: what do people want to watch live when it is not television?</p>
<h2>What came next</h2>
<p>Justin.tv's own answer turned out to be video games. Gaming grew faster than any other part of the site, and in 2011 the company spun it out under a new name, Twitch. The lifecasters had shown that people would watch ordinary life live; it took almost a decade for that idea to find its way back to the centre of the platform.</p>`,
  },
  {
    title: 'Socialcam, Twitch and the Quiet End of Justin.tv (2011–2014)',
    category: 'Justin.tv Era',
    author: 'vodkeeper',
    tags: ['justin.tv', 'twitch', 'amazon', 'history'],
    createdAt: '2025-03-02T09:15:00.000Z',
    views: 7240,
    likes: 455,
    content: `<p>By 2010 the people running Justin.tv could see where their audience was going. Gaming channels were growing faster than lifecasting, talk shows or music, and gaming viewers behaved differently: they watched for longer, they came back daily, and they cared about video quality in a way that casual visitors did not. The company's answer, over the next four years, was to turn a side project into the entire business.</p>
<h2>Twitch is born</h2>
<p>In June 2011 the company launched Twitch.tv, a separate site devoted to video games and built on the same infrastructure as Justin.tv. The timing was good. Competitive games such as StarCraft II and League of Legends were building large online audiences, and streamers who played well, or entertainingly, could attract thousands of concurrent viewers. Twitch gave them a destination with a clear identity, and it grew at a pace the general-purpose Justin.tv never matched. By early 2014 it was being cited as one of the largest sources of peak internet traffic in the United States.</p>
<h2>Socialcam</h2>
<p>Gaming was not the only spin-off. Socialcam, a mobile video-sharing app started inside the company in 2011, was set up as its own company and sold to Autodesk in 2012. It was a reminder that the team's original interest in mobile, personal video had not disappeared; it had simply moved into a different product.</p>
<h2>Choosing Twitch</h2>
<p>In February 2014 Justin.tv, Inc. renamed itself Twitch Interactive, a clear signal of which product mattered. A few months later, in August 2014, the company announced that Justin.tv itself would shut down so that it could focus entirely on Twitch. Content on the old site was not carried over to Twitch, and a great deal of early lifecasting history disappeared with it—one reason projects that preserve screenshots, press coverage and personal recollections of the era are valuable today.</p>
<p>Later the same month Amazon announced that it would acquire Twitch for roughly $970 million. The deal brought the infrastructure that had once carried Justin Kan's cap-mounted camera under one of the largest technology companies in the world.</p>
<h2>What it meant for IRL</h2>
<p>For people who liked watching real life rather than games, the years after 2011 were a dry spell. Twitch's rules focused the site on gaming, and broadcasters who spent long stretches away from a game risked being told they were in the wrong place. Lifecasting communities scattered to other platforms or faded away.</p>
<p>The appetite did not vanish, though. Gaming streamers kept talking to their chat between matches, broadcasting from conventions and showing their audiences a little of their lives. Those habits kept the lifecasting instinct alive inside a gaming platform until Twitch made room for it again, first with its Creative category in 2015 and then with IRL in December 2016.</p>`,
  },
  {
    title: "Before IRL: Twitch's Gaming-Only Years, Bob Ross and Social Eating",
    excerpt:
      'For its first five years Twitch kept non-gaming broadcasts on a tight leash. A Bob Ross marathon, the Creative category and a short-lived Social Eating section show how the rules slowly bent toward real life.',
    category: 'Twitch IRL',
    author: 'raidtrain',
    tags: ['twitch', 'twitch-creative', 'social-eating', 'platform-rules'],
    createdAt: '2025-01-28T18:00:00.000Z',
    views: 6120,
    likes: 388,
    content: `<p>When Twitch launched in 2011 it was deliberately narrow. The whole point of splitting it from Justin.tv was to build a destination for video games, and the early rules of conduct reflected that. Broadcasts were expected to be about gaming or closely related topics, and streamers who wandered too far for too long—cooking dinner, chatting with no game running, heading outside with a camera—could find themselves in breach of the rules.</p>
<h2>The grey zone</h2>
<p>In practice the line was blurry. Gaming streamers talked to their chat between matches, broadcast their desks while waiting for friends, and took cameras to tournaments and conventions. Much of this was tolerated because it was obviously part of gaming culture. What was not allowed was a channel whose main content had nothing to do with games. For anyone who remembered the lifecasters of the Justin.tv years, it was a strange inversion: the platform that had started with a man wearing a camera now discouraged people from showing their lives.</p>
<h2>Creative and the Bob Ross marathon</h2>
<p>The first big crack came in October 2015, when Twitch launched a <strong>Creative</strong> category for artists, musicians, cosplayers, game developers and other makers. To promote it, Twitch streamed a marathon of <em>The Joy of Painting</em>, the public-television show hosted by the late painter Bob Ross. The marathon became a phenomenon, drawing millions of viewers over its run and filling chat with gentle jokes about happy little trees. It proved that Twitch audiences would happily watch something that was not a game, provided the community around it felt familiar.</p>
<h2>Social Eating</h2>
<p>In July 2016 Twitch added <strong>Social Eating</strong>, a category inspired by the South Korean <em>mukbang</em> tradition of eating a meal on camera while talking to viewers. It was niche and never drew huge numbers, but it mattered symbolically. For the first time Twitch had created a category whose content was simply a person doing an everyday activity and talking to chat—lifecasting in all but name.</p>
<h2>The pressure builds</h2>
<p>By late 2016 the rules were visibly out of step with how people used the site. Creative was being stretched to cover things that were not really creative, Social Eating was too narrow, and streamers kept asking for a place to share their lives without pretending it was about art or food. Meanwhile other services were racing into personal live video: Periscope had launched in 2015, Facebook Live opened to everyone in 2016, and YouTube was preparing mobile live streaming for its creators.</p>
<p>Twitch's answer came in December 2016 with a category whose name said exactly what it was for: IRL. It inherited the audiences Creative and Social Eating had proved existed, and it reconnected Twitch with the lifecasting experiment it had grown out of.</p>`,
  },
  {
    title: 'December 15, 2016: Twitch Launches the IRL Category',
    excerpt:
      'The day Twitch formally let streamers talk, travel and share everyday life without a game on screen, and promised mobile broadcasting to go with it.',
    category: 'Twitch IRL',
    author: 'raidtrain',
    tags: ['twitch', 'irl-category', 'mobile-streaming', 'history'],
    createdAt: '2024-12-15T17:00:00.000Z',
    views: 15230,
    likes: 1104,
    content: `<p>On December 15, 2016, Twitch announced a new category called <strong>IRL</strong>, short for "in real life". It was designed for streamers who wanted to talk with their community, share opinions and show their everyday lives without a game on screen. The company framed it as a response to its own creators, who had repeatedly asked for a sanctioned way to broadcast the parts of their lives that were not gameplay.</p>
<h2>What changed</h2>
<p>The category came with a rewrite of Twitch's community guidelines. The long-standing restrictions on non-gaming content were dropped; the question was no longer <em>whether</em> a broadcast was about games, but whether it followed the rules and was filed in the right category. Twitch described IRL as a place to share thoughts, feelings and everyday life, vlog-style, with the same one-to-many interaction that made gaming streams work. Twitch also pointed creators to its new video upload feature, so they could post pre-recorded vlogs alongside their live broadcasts.</p>
<p>Emmett Shear, then Twitch's chief executive, said that while gaming was the core identity of Twitch's creators, they had asked again and again to share their everyday lives, and that IRL was designed to help them foster that kind of community interaction.</p>
<h2>The mobile promise</h2>
<p>The announcement came with a promise that mattered even more to the people who would become IRL streamers: broadcasting from the Twitch mobile app was planned for 2017, and mobile streams would default to the IRL category. Until then, going live from the street meant third-party apps, laptops in backpacks or dedicated hardware. A first-party mobile option signalled that Twitch expected IRL to be something people did outdoors, not just at their desks.</p>
<h2>The first weeks</h2>
<p>The category started small, with a few dozen channels live on launch day, but it filled quickly. Gaming streamers used it for chatting segments and trips to conventions. A new kind of streamer used it as their main home, walking through cities, travelling, cooking, going to the gym and meeting fans. Within a year IRL was one of the more visible non-gaming categories on the site, and its biggest personalities were drawing audiences that rivalled those of mid-sized gaming channels.</p>
<h2>Growing pains</h2>
<p>The same openness created problems Twitch had not faced at scale since the Justin.tv years. Broadcasting in public meant filming bystanders who had not agreed to be on a stream. Chat could see where a streamer was in real time, which made pranks, harassment and dangerous hoax calls easier. And the line between candid real life and staged provocation was hard to police. Twitch updated its rules and enforcement repeatedly over the following years, and the category itself was reorganised in 2018.</p>
<blockquote>IRL was not a new idea on Twitch. It was the oldest idea in the company's history, given a name and a place to live.</blockquote>
<p>Looking back, December 15, 2016 is the closest thing IRL streaming has to a second birthday. The first was a camera on Justin Kan's cap in 2007; the second was a category that made real life an official, first-class kind of content on the largest live-streaming site in the world.</p>`,
  },
  {
    title: "From IRL to Just Chatting: Twitch's 2018 Category Overhaul",
    excerpt:
      'In September 2018 Twitch retired the catch-all IRL and Creative categories in favour of a dozen specific ones. One of them, Just Chatting, went on to become the most-watched category on the site.',
    category: 'Twitch IRL',
    author: 'raidtrain',
    tags: ['twitch', 'just-chatting', 'irl-category', 'discoverability'],
    createdAt: '2025-04-09T14:45:00.000Z',
    views: 8870,
    likes: 571,
    content: `<p>Less than two years after launching IRL, Twitch decided the category had become too successful for its own good. By 2018 "IRL" covered almost anything that was not a game: people talking at their desks, travellers walking through cities, cooks, musicians, fitness coaches and podcasters. For viewers, browsing it was a lottery. For streamers, being filed next to thousands of unrelated channels made it hard to be found by the right audience.</p>
<h2>The split</h2>
<p>In mid-September 2018 Twitch removed both IRL and Creative and replaced them with more than ten narrower categories. The new list included <strong>Just Chatting</strong>, <strong>Travel &amp; Outdoors</strong>, <strong>Food &amp; Drink</strong>, Art, Music &amp; Performing Arts, Science &amp; Technology, Talk Shows &amp; Podcasts and Special Events, among others. Streamers were expected to pick the one that best described what they were doing, and to switch categories as a broadcast moved from one activity to another.</p>
<h2>The rise of Just Chatting</h2>
<p>Just Chatting was meant as the home for conversation: streamers talking to their community, reacting to news, answering questions. It quickly became much more than that. Because it was the default for anything conversational, it absorbed the opening and closing segments of countless gaming streams, reaction content, talk shows and a good deal of outdoor streaming that did not fit neatly anywhere else. By 2020, boosted by a pandemic that kept people indoors and online, Just Chatting was regularly at or near the top of Twitch's rankings by hours watched, ahead of the most popular games.</p>
<h2>Where IRL streamers landed</h2>
<p>Streamers who spent their days outdoors had to make a choice. Travel &amp; Outdoors described walking tours, hikes and trips accurately, but it was a smaller shelf. Just Chatting was vague but enormous. Many mobile streamers ended up alternating between the two depending on what they were doing, and viewers learned to look in both places. The word "IRL" did not disappear: it lived on as the name of a genre and a community, in stream titles, tags and the way people described themselves, even without a category of its own.</p>
<h2>Lessons from the split</h2>
<ul>
<li><strong>Categories shape behaviour.</strong> When Twitch gave conversation a huge, prominent category, conversation became one of the dominant formats on the site.</li>
<li><strong>Labels are not culture.</strong> Removing the IRL label did not remove IRL streaming; it scattered it across categories while the community kept its identity.</li>
<li><strong>Discoverability is a moving target.</strong> The split solved one browsing problem and created another, as Just Chatting grew too large to browse meaningfully.</li>
</ul>
<p>The 2018 overhaul is a useful reminder when reading older discussions about "the IRL section". Before September 2018 that phrase referred to a specific category on Twitch. Afterwards it usually means a loose genre spread across Just Chatting, Travel &amp; Outdoors and, later, other platforms entirely.</p>`,
  },
  {
    title: 'Streaming the Street on Twitch: The Written and Unwritten Rules of IRL',
    excerpt:
      "Twitch's expectations for IRL broadcasts grew piece by piece: no dangerous stunts, care for bystanders and private spaces, and responsibility for your community even when you are away from the keyboard.",
    category: 'Twitch IRL',
    author: 'chatlogger',
    tags: ['twitch', 'guidelines', 'bystanders', 'safety'],
    createdAt: '2025-06-18T10:20:00.000Z',
    views: 5310,
    likes: 342,
    content: `<p>Streaming from a bedroom and streaming from a busy street are governed by the same terms of service, but they raise very different questions. Indoors, the main risks are what a streamer says and shows. Outdoors, the broadcast involves strangers, traffic, businesses, police and the law of whatever country the streamer happens to be standing in. Twitch's expectations for IRL content have grown piece by piece since 2016, and a set of community norms has grown up alongside them.</p>
<h2>What the rules emphasise</h2>
<p>Twitch's community guidelines do not contain a separate rulebook for IRL, and their wording has changed many times. Rather than quote a particular version, it is more useful to describe the themes that have stayed constant and that matter most outdoors:</p>
<ul>
<li><strong>Dangerous activity.</strong> Behaviour that risks serious injury to the streamer or others is prohibited. Streaming while driving, with one eye on the road and one on chat, is the classic example.</li>
<li><strong>Privacy.</strong> Filming people in places where they reasonably expect privacy, or sharing personal information about others, is off-limits.</li>
<li><strong>Harassment.</strong> Targeting members of the public for humiliation or abuse for the entertainment of chat is treated as harassment, whether or not the target ever sees the stream.</li>
<li><strong>Responsibility for the community.</strong> Streamers are expected to moderate their chat and cannot shrug off what their audience does in their name.</li>
</ul>
<p>Since 2021 Twitch has also had an off-service conduct policy that lets it act on certain serious behaviour that happens off the platform, and later updates explicitly brought doxxing and swatting under that policy.</p>
<h2>The unwritten rules</h2>
<p>Experienced IRL streamers and their moderators tend to follow norms that go further than the written rules:</p>
<ol>
<li>Ask before filming someone up close, and move the camera away when people make it clear they do not want to be on stream.</li>
<li>Do not stream inside shops, restaurants, gyms or venues without permission, and respect "no filming" signs.</li>
<li>Never act on a dare from chat that involves strangers. Chat is not the one who has to deal with the consequences.</li>
<li>Keep the stream's exact location vague in real time, especially near home or a hotel.</li>
<li>Have a plan for emergencies, including a trusted moderator who can end the stream or contact someone if things go wrong.</li>
</ol>
<h2>Why enforcement feels inconsistent</h2>
<p>IRL streamers often complain that enforcement is unpredictable, and there are structural reasons for it. Outdoor streams generate far more unexpected moments than desk streams. Reports often come from clips taken out of context. And the same action—filming a crowd, arguing with a security guard—can be harmless or a violation depending on details the camera only partly captures. None of that makes the rules optional, but it explains why the safest IRL streamers treat them as a floor rather than a ceiling.</p>
<blockquote>The best IRL streams make the people around the streamer feel like guests in the broadcast, not props for it.</blockquote>`,
  },
];
