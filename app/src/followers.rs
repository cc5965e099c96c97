//! A list of callbacks that follow something in the page: each one is told
//! the news as it comes. The progress store (`progress::on_change`) and the
//! offline worker (`frame::update::follow`) keep one each.

use std::cell::RefCell;

/// One follower of news `T`.
type Follower<T> = Box<dyn Fn(&T)>;

/// Callbacks told `T` as it happens, in the order they were added.
pub struct Followers<T> {
    list: RefCell<Vec<Follower<T>>>,
}

impl<T> Default for Followers<T> {
    fn default() -> Self {
        Followers::new()
    }
}

impl<T> Followers<T> {
    pub const fn new() -> Followers<T> {
        Followers {
            list: RefCell::new(Vec::new()),
        }
    }

    /// Adds `follower`, told from the next news on.
    pub fn add(&self, follower: impl Fn(&T) + 'static) {
        self.list.borrow_mut().push(Box::new(follower));
    }

    /// Tells every follower `news`. The list is taken out while they run,
    /// so that one of them may add another (told from the next news on).
    pub fn tell(&self, news: &T) {
        let followers = std::mem::take(&mut *self.list.borrow_mut());
        for follower in &followers {
            follower(news);
        }
        let mut list = self.list.borrow_mut();
        let added = std::mem::replace(&mut *list, followers);
        list.extend(added);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::{cell::Cell, rc::Rc};

    #[test]
    fn each_follower_hears_the_news_and_one_may_add_another() {
        let followers = Rc::new(Followers::<u32>::new());
        let heard = Rc::new(Cell::new(0));
        let (sum, list) = (Rc::clone(&heard), Rc::clone(&followers));
        followers.add(move |n| {
            sum.set(sum.get() + n);
            let late = Rc::clone(&sum);
            list.add(move |n| late.set(late.get() + 100 * n));
        });
        followers.tell(&1);
        assert_eq!(heard.get(), 1);
        // The follower added during the first news hears the second.
        followers.tell(&2);
        assert_eq!(heard.get(), 1 + 2 + 200);
    }
}
